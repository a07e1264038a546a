<?php
/**
 * Removes the plugin's settings and cached integrity maps when it is deleted.
 *
 * @package FtcWidgets
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

delete_option( 'ftc_widgets_settings' );

global $wpdb;
// Transients are named ftc_widgets_integrity_<md5 of the files URL>: removed by prefix.
$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	$wpdb->prepare(
		"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s",
		$wpdb->esc_like( '_transient_ftc_widgets_integrity_' ) . '%',
		$wpdb->esc_like( '_transient_timeout_ftc_widgets_integrity_' ) . '%'
	)
);
