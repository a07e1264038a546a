<?php
/**
 * One function renders an element for its shortcode and its block: the element's own attributes
 * only (others dropped), each value escaped; links only http:, https: or relative.
 *
 * @package FtcWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * One attribute value as it may be written, or null to leave the attribute out.
 *
 * @param array{type: string, url?: bool} $spec  The attribute's description.
 * @param mixed                           $value The given value.
 * @return string|null
 */
function ftc_widgets_attribute_value( $spec, $value ) {
	if ( is_bool( $value ) ) {
		$value = $value ? 'true' : '';
	}
	if ( ! is_scalar( $value ) ) {
		return null;
	}
	$value = trim( (string) $value );
	if ( '' === $value ) {
		return null;
	}
	if ( 'number' === $spec['type'] ) {
		return preg_match( '/^-?\d+(?:\.\d+)?$/', $value ) ? $value : null;
	}
	if ( ! empty( $spec['url'] ) ) {
		// A link keeps its value (a `{id}` template too) unless it names another scheme
		// (javascript:, data:, …, however encoded).
		if ( wp_kses_bad_protocol( $value, array( 'http', 'https' ) ) !== $value ) {
			return null;
		}
	}
	return $value;
}

/**
 * The element's markup, and its module enqueued. Used by the shortcode and the block.
 *
 * @param string $key        Element key, e.g. `faq`.
 * @param array  $attributes Attribute name (as the element spells it, e.g. `login-href`) => value.
 * @return string
 */
function ftc_widgets_render_element( $key, $attributes ) {
	$elements = ftc_widgets_elements();
	if ( ! isset( $elements[ $key ] ) ) {
		return '';
	}
	$element  = $elements[ $key ];
	$settings = ftc_widgets_settings();
	if ( empty( $attributes['api-base'] ) && '' !== $settings['api_base'] ) {
		$attributes['api-base'] = $settings['api_base'];
	}
	if ( ! ftc_widgets_enqueue_element( $key ) ) {
		return current_user_can( 'manage_options' )
			? '<p class="ftc-widgets-notice">' . esc_html__( 'FTC Widgets: set the API base or the widgets base URL under Settings → FTC Widgets to show this element.', 'ftc-widgets' ) . '</p>'
			: '';
	}
	$html = '<' . tag_escape( $element['tag'] );
	foreach ( $element['attributes'] as $name => $spec ) {
		if ( ! array_key_exists( $name, $attributes ) ) {
			continue;
		}
		$value = ftc_widgets_attribute_value( $spec, $attributes[ $name ] );
		if ( null !== $value ) {
			$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
	}
	return $html . '></' . tag_escape( $element['tag'] ) . '>';
}
