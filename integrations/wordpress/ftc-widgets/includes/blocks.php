<?php
/**
 * One dynamic block per element (`ftc-widgets/faq`, …), its attributes those of the element in
 * camelCase (`login-href` → `loginHref`), rendered on the server by the shortcode's function. The
 * editor script (assets/blocks.js, no build step) gives each block its settings panel.
 *
 * @package FtcWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers the editor script and the blocks.
 */
function ftc_widgets_register_blocks() {
	$elements = ftc_widgets_elements();
	wp_register_script(
		'ftc-widgets-blocks',
		plugins_url( 'assets/blocks.js', FTC_WIDGETS_FILE ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
		FTC_WIDGETS_VERSION,
		true
	);
	$editor = array();
	foreach ( $elements as $key => $element ) {
		$attributes = array();
		foreach ( array_keys( $element['attributes'] ) as $name ) {
			$attributes[ ftc_widgets_block_attribute_key( $name ) ] = array( 'type' => 'string' );
		}
		register_block_type(
			$element['block'],
			array(
				'api_version'     => 2,
				'title'           => $element['title'],
				'description'     => $element['description'],
				'category'        => 'widgets',
				'icon'            => 'admin-generic',
				'attributes'      => $attributes,
				'supports'        => array( 'html' => false ),
				'editor_script'   => 'ftc-widgets-blocks',
				'render_callback' => function ( $block_attributes ) use ( $key, $element ) {
					return ftc_widgets_render_block( $key, $element, $block_attributes );
				},
			)
		);
		$editor[] = array(
			'name'       => $element['block'],
			'tag'        => $element['tag'],
			'title'      => $element['title'],
			'attributes' => array_map(
				function ( $name ) {
					return array(
						'name' => $name,
						'key'  => ftc_widgets_block_attribute_key( $name ),
					);
				},
				array_keys( $element['attributes'] )
			),
		);
	}
	wp_add_inline_script( 'ftc-widgets-blocks', 'window.ftcWidgetsBlocks = ' . wp_json_encode( $editor, JSON_HEX_TAG | JSON_HEX_AMP ) . ';', 'before' );
	wp_set_script_translations( 'ftc-widgets-blocks', 'ftc-widgets' );
}
add_action( 'init', 'ftc_widgets_register_blocks' );

/**
 * A block's markup: its camelCase attributes back to the element's names, then the shortcode's
 * renderer.
 *
 * @param string $key              Element key.
 * @param array  $element          Element description.
 * @param array  $block_attributes Block attributes.
 * @return string
 */
function ftc_widgets_render_block( $key, $element, $block_attributes ) {
	$attributes = array();
	foreach ( array_keys( $element['attributes'] ) as $name ) {
		$block_key = ftc_widgets_block_attribute_key( $name );
		if ( isset( $block_attributes[ $block_key ] ) ) {
			$attributes[ $name ] = $block_attributes[ $block_key ];
		}
	}
	return ftc_widgets_render_element( $key, $attributes );
}
