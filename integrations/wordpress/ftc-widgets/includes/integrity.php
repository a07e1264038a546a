<?php
/**
 * The integrity map of the pinned files: `<files URL>/integrity.json` ({ "<file>": "sha384-…" },
 * interface §12), fetched once and kept in a transient. Without it the elements still load,
 * without integrity.
 *
 * @package FtcWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** How long a fetched map is kept: a pinned version's files never change. */
const FTC_WIDGETS_INTEGRITY_TTL = DAY_IN_SECONDS;

/** How long an absent or unreadable map is remembered before asking again. */
const FTC_WIDGETS_INTEGRITY_RETRY = 5 * MINUTE_IN_SECONDS;

/**
 * The transient that holds the map fetched from one URL.
 *
 * @param string $files_url The files' folder URL.
 * @return string
 */
function ftc_widgets_integrity_transient( $files_url ) {
	return 'ftc_widgets_integrity_' . md5( $files_url );
}

/**
 * Keeps the well-formed entries of a decoded map: a relative file path (no "..", no scheme) and a
 * sha256/384/512 value.
 *
 * @param mixed $map Decoded JSON.
 * @return array<string, string> File => integrity.
 */
function ftc_widgets_clean_integrity_map( $map ) {
	$clean = array();
	if ( ! is_array( $map ) ) {
		return $clean;
	}
	foreach ( $map as $file => $hash ) {
		if ( ! is_string( $file ) || ! is_string( $hash ) ) {
			continue;
		}
		if ( ! preg_match( '#^[A-Za-z0-9_][A-Za-z0-9._/-]*$#', $file ) || false !== strpos( $file, '..' ) ) {
			continue;
		}
		if ( ! preg_match( '#^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$#', $hash ) ) {
			continue;
		}
		$clean[ $file ] = $hash;
	}
	return $clean;
}

/**
 * The integrity map for the configured files, from the transient or fetched. Only for a pinned
 * version: the latest (`/widgets/`) changes on every release, and a cached hash of a replaced file
 * would stop the element from loading.
 *
 * @return array<string, string> File => integrity; empty when unpinned or none is served.
 */
function ftc_widgets_integrity_map() {
	static $maps = array();
	$settings    = ftc_widgets_settings();
	$files_url   = ftc_widgets_files_url( $settings );
	if ( '' === $files_url || '' === $settings['version'] ) {
		return array();
	}
	if ( isset( $maps[ $files_url ] ) ) {
		return $maps[ $files_url ];
	}
	$key    = ftc_widgets_integrity_transient( $files_url );
	$cached = get_transient( $key );
	if ( is_array( $cached ) ) {
		$maps[ $files_url ] = $cached;
		return $cached;
	}
	// The widgets URL is the administrator's own setting (often a CDN on another host), not
	// visitor input: wp_remote_get rather than wp_safe_remote_get, which refuses other ports.
	$response = wp_remote_get(
		$files_url . 'integrity.json',
		array(
			'timeout'     => 3,
			'redirection' => 2,
		)
	);
	$map      = array();
	if ( ! is_wp_error( $response ) && 200 === wp_remote_retrieve_response_code( $response ) ) {
		$map = ftc_widgets_clean_integrity_map( json_decode( wp_remote_retrieve_body( $response ), true ) );
	}
	set_transient( $key, $map, empty( $map ) ? FTC_WIDGETS_INTEGRITY_RETRY : FTC_WIDGETS_INTEGRITY_TTL );
	$maps[ $files_url ] = $map;
	return $map;
}

/**
 * Forgets the cached maps of the old and the new files URL when the settings change, so the
 * next page reads the map of what is now configured.
 *
 * @param mixed $old_value Settings before.
 * @param mixed $value     Settings after.
 */
function ftc_widgets_forget_integrity( $old_value, $value ) {
	foreach ( array( $old_value, $value ) as $settings ) {
		if ( is_array( $settings ) && '' !== ftc_widgets_files_url( $settings ) ) {
			delete_transient( ftc_widgets_integrity_transient( ftc_widgets_files_url( $settings ) ) );
		}
	}
}
add_action( 'update_option_' . FTC_WIDGETS_OPTION, 'ftc_widgets_forget_integrity', 10, 2 );
