<?php
/**
 * The elements' scripts: one module per element, enqueued by the first shortcode or block of that
 * element on a page (so once per page, and only on pages that show it), printed as
 * `<script type="module">` with `integrity` and `crossorigin` when the integrity map has the file,
 * after an import map whose `integrity` covers the chunks the entries load.
 *
 * @package FtcWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The script handle of an element.
 *
 * @param string $key Element key, e.g. `faq`.
 * @return string
 */
function ftc_widgets_script_handle( $key ) {
	return 'ftc-widgets-' . $key;
}

/**
 * Enqueues an element's module; WordPress prints a handle once however often it is enqueued.
 *
 * @param string $key Element key.
 * @return bool False when no widgets URL is configured.
 */
function ftc_widgets_enqueue_element( $key ) {
	$elements  = ftc_widgets_elements();
	$files_url = ftc_widgets_files_url();
	if ( '' === $files_url || ! isset( $elements[ $key ] ) ) {
		return false;
	}
	$handle = ftc_widgets_script_handle( $key );
	if ( ! wp_script_is( $handle, 'registered' ) ) {
		// No ?ver= query: the URL itself names the version (`/widgets/0.1.0/`), and the latest is
		// revalidated by the server.
		wp_register_script( $handle, $files_url . $elements[ $key ]['script'], array(), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion
	}
	wp_enqueue_script( $handle );
	return true;
}

/**
 * The element key of one of our handles, or null.
 *
 * @param string $handle Script handle.
 * @return string|null
 */
function ftc_widgets_handle_key( $handle ) {
	foreach ( array_keys( ftc_widgets_elements() ) as $key ) {
		if ( ftc_widgets_script_handle( $key ) === $handle ) {
			return $key;
		}
	}
	return null;
}

/**
 * The import map that makes the browser check every chunk an entry imports: its `integrity`
 * section names each JavaScript file of the map by its full URL.
 *
 * @param array<string, string> $map       File => integrity.
 * @param string                $files_url The files' folder URL.
 * @return string A `<script type="importmap">` tag, or '' for an empty map.
 */
function ftc_widgets_import_map_tag( $map, $files_url ) {
	$integrity = array();
	foreach ( $map as $file => $hash ) {
		if ( '.js' === substr( $file, -3 ) ) {
			$integrity[ $files_url . $file ] = $hash;
		}
	}
	if ( empty( $integrity ) ) {
		return '';
	}
	$json = wp_json_encode( array( 'integrity' => $integrity ), JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP );
	return '<script type="importmap" id="ftc-widgets-importmap">' . $json . "</script>\n";
}

/**
 * Prints our handles as module scripts, with integrity when the map has the file; the first one
 * printed on a page is preceded by the import map.
 *
 * @param string $tag    The tag WordPress made.
 * @param string $handle Script handle.
 * @param string $src    Script URL.
 * @return string
 */
function ftc_widgets_script_tag( $tag, $handle, $src ) {
	static $import_map_printed = false;
	$key                       = ftc_widgets_handle_key( $handle );
	if ( null === $key ) {
		return $tag;
	}
	$elements   = ftc_widgets_elements();
	$files_url  = ftc_widgets_files_url();
	$map        = ftc_widgets_integrity_map();
	$file       = $elements[ $key ]['script'];
	$attributes = '';
	if ( isset( $map[ $file ] ) ) {
		$attributes = sprintf( ' integrity="%s" crossorigin="anonymous"', esc_attr( $map[ $file ] ) );
	}
	$before = '';
	if ( ! $import_map_printed ) {
		$before             = ftc_widgets_import_map_tag( $map, $files_url );
		$import_map_printed = true;
	}
	// The tag is made here rather than edited: every attribute is ours and escaped.
	return $before . sprintf(
		'<script type="module" src="%1$s" id="%2$s"%3$s></script>' . "\n", // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript
		esc_url( $src ),
		esc_attr( $handle . '-js' ),
		$attributes
	);
}
add_filter( 'script_loader_tag', 'ftc_widgets_script_tag', 10, 3 );
