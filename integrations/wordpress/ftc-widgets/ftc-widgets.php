<?php
/**
 * Plugin Name:       FTC Widgets
 * Description:       The FTC elements (newsletter, login, sign-up, account, plans, FAQ, caregiver search) as shortcodes and blocks, loaded from your FTC widgets URL with their integrity.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            FTC
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       ftc-widgets
 * Domain Path:       /languages
 *
 * @package FtcWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'FTC_WIDGETS_VERSION', '0.1.0' );
define( 'FTC_WIDGETS_FILE', __FILE__ );
define( 'FTC_WIDGETS_DIR', plugin_dir_path( __FILE__ ) );

require_once FTC_WIDGETS_DIR . 'includes/elements.php';
require_once FTC_WIDGETS_DIR . 'includes/settings.php';
require_once FTC_WIDGETS_DIR . 'includes/integrity.php';
require_once FTC_WIDGETS_DIR . 'includes/assets.php';
require_once FTC_WIDGETS_DIR . 'includes/render.php';
require_once FTC_WIDGETS_DIR . 'includes/shortcodes.php';
require_once FTC_WIDGETS_DIR . 'includes/blocks.php';

/**
 * Loads the plugin's translations.
 */
function ftc_widgets_load_textdomain() {
	load_plugin_textdomain( 'ftc-widgets', false, dirname( plugin_basename( FTC_WIDGETS_FILE ) ) . '/languages' );
}
add_action( 'init', 'ftc_widgets_load_textdomain', 5 );

/**
 * Creates the settings option on activation, so the first save sanitises once.
 */
function ftc_widgets_activate() {
	add_option(
		FTC_WIDGETS_OPTION,
		array(
			'api_base'     => '',
			'widgets_base' => '',
			'version'      => '',
		)
	);
}
register_activation_hook( __FILE__, 'ftc_widgets_activate' );
