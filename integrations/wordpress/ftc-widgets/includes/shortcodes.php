<?php
/**
 * One shortcode per element: `[ftc_faq audience="users"]`, `[ftc_newsletter]`, … taking that
 * element's attributes by their names (`[ftc_account login-href="/login"]`).
 *
 * @package FtcWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers the shortcodes.
 */
function ftc_widgets_register_shortcodes() {
	foreach ( ftc_widgets_elements() as $key => $element ) {
		add_shortcode(
			$element['shortcode'],
			function ( $atts ) use ( $key, $element ) {
				$defaults = array_fill_keys( array_keys( $element['attributes'] ), '' );
				return ftc_widgets_render_element( $key, shortcode_atts( $defaults, (array) $atts, $element['shortcode'] ) );
			}
		);
	}
}
add_action( 'init', 'ftc_widgets_register_shortcodes' );
