<?php
/**
 * Settings → FTC Widgets: the API base, the widgets' base URL and the version to pin. Saved through
 * the Settings API (its nonce and capability check), each field sanitised.
 *
 * @package FtcWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const FTC_WIDGETS_OPTION = 'ftc_widgets_settings';

/**
 * The saved settings, with defaults.
 *
 * @return array{api_base: string, widgets_base: string, version: string}
 */
function ftc_widgets_settings() {
	$saved = get_option( FTC_WIDGETS_OPTION, array() );
	return wp_parse_args(
		is_array( $saved ) ? $saved : array(),
		array(
			'api_base'     => '',
			'widgets_base' => '',
			'version'      => '',
		)
	);
}

/**
 * Where the element files are: `<widgets base>/<version>/`, or `<widgets base>/` (the latest) when
 * no version is pinned. The widgets base defaults to `<API base>/widgets`. Empty when neither is set.
 *
 * @param array|null $settings Settings to read; null: the saved ones.
 * @return string The folder URL with a trailing slash, or ''.
 */
function ftc_widgets_files_url( $settings = null ) {
	$settings = is_array( $settings ) ? wp_parse_args( $settings, ftc_widgets_settings() ) : ftc_widgets_settings();
	$base     = $settings['widgets_base'];
	if ( '' === $base && '' !== $settings['api_base'] ) {
		$base = $settings['api_base'] . '/widgets';
	}
	if ( '' === $base ) {
		return '';
	}
	$base = trailingslashit( $base );
	if ( '' !== $settings['version'] ) {
		$base .= rawurlencode( $settings['version'] ) . '/';
	}
	return $base;
}

/**
 * A URL setting: empty, or an absolute http(s) URL, kept without a trailing slash.
 *
 * @param mixed  $value    Submitted value.
 * @param string $previous The value saved before.
 * @param string $field    Field id, for the error.
 * @param string $label    Field label, for the error.
 * @return string
 */
function ftc_widgets_sanitize_url_setting( $value, $previous, $field, $label ) {
	$value = trim( sanitize_text_field( is_string( $value ) ? $value : '' ) );
	if ( '' === $value ) {
		return '';
	}
	$scheme = wp_parse_url( $value, PHP_URL_SCHEME );
	$host   = wp_parse_url( $value, PHP_URL_HOST );
	if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || empty( $host ) ) {
		add_settings_error(
			FTC_WIDGETS_OPTION,
			'ftc-widgets-' . $field,
			/* translators: %s: the field's label, e.g. "API base". */
			sprintf( __( '%s must be a full http:// or https:// address, e.g. https://api.example.com. The previous value is kept.', 'ftc-widgets' ), $label )
		);
		return $previous;
	}
	return untrailingslashit( esc_url_raw( $value, array( 'http', 'https' ) ) );
}

/**
 * Sanitises the settings array submitted from the settings page.
 *
 * @param mixed $input Submitted values.
 * @return array{api_base: string, widgets_base: string, version: string}
 */
function ftc_widgets_sanitize_settings( $input ) {
	$previous = ftc_widgets_settings();
	$input    = is_array( $input ) ? $input : array();
	$clean    = array(
		'api_base'     => ftc_widgets_sanitize_url_setting( $input['api_base'] ?? '', $previous['api_base'], 'api-base', __( 'API base', 'ftc-widgets' ) ),
		'widgets_base' => ftc_widgets_sanitize_url_setting( $input['widgets_base'] ?? '', $previous['widgets_base'], 'widgets-base', __( 'Widgets base URL', 'ftc-widgets' ) ),
		'version'      => '',
	);
	$version = trim( sanitize_text_field( is_string( $input['version'] ?? null ) ? $input['version'] : '' ) );
	if ( '' === $version || preg_match( '/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/', $version ) ) {
		$clean['version'] = $version;
	} else {
		add_settings_error(
			FTC_WIDGETS_OPTION,
			'ftc-widgets-version',
			__( 'Version must be a release number such as 0.1.0, or empty for the latest. The previous value is kept.', 'ftc-widgets' )
		);
		$clean['version'] = $previous['version'];
	}
	return $clean;
}

/**
 * Registers the setting, its section and fields.
 */
function ftc_widgets_register_settings() {
	register_setting(
		'ftc_widgets',
		FTC_WIDGETS_OPTION,
		array(
			'type'              => 'object',
			'sanitize_callback' => 'ftc_widgets_sanitize_settings',
			'default'           => array(),
		)
	);
	add_settings_section(
		'ftc_widgets_main',
		__( 'Where the elements come from', 'ftc-widgets' ),
		'ftc_widgets_section_intro',
		'ftc-widgets'
	);
	$fields = array(
		'api_base'     => array(
			'label' => __( 'API base', 'ftc-widgets' ),
			'type'  => 'url',
			'help'  => __( 'The FTC API the elements call, e.g. https://api.example.com. Each element gets it as its api-base attribute unless the shortcode or block sets one.', 'ftc-widgets' ),
		),
		'widgets_base' => array(
			'label' => __( 'Widgets base URL', 'ftc-widgets' ),
			'type'  => 'url',
			'help'  => __( 'Where the element files are served, e.g. https://api.example.com/widgets. Empty: the API base followed by /widgets.', 'ftc-widgets' ),
		),
		'version'      => array(
			'label' => __( 'Version', 'ftc-widgets' ),
			'type'  => 'text',
			'help'  => __( 'A release to pin (its files never change), e.g. 0.1.0. Empty: the latest, which changes with every release.', 'ftc-widgets' ),
		),
	);
	foreach ( $fields as $key => $field ) {
		add_settings_field(
			'ftc-widgets-' . $key,
			$field['label'],
			'ftc_widgets_render_field',
			'ftc-widgets',
			'ftc_widgets_main',
			array(
				'key'       => $key,
				'type'      => $field['type'],
				'help'      => $field['help'],
				'label_for' => 'ftc-widgets-' . $key,
			)
		);
	}
}
add_action( 'admin_init', 'ftc_widgets_register_settings' );

/**
 * The section's introduction.
 */
function ftc_widgets_section_intro() {
	echo '<p>' . esc_html__( 'Each element loads its script from the widgets URL once per page, only on pages that show an element, with its integrity when the widgets URL serves integrity.json.', 'ftc-widgets' ) . '</p>';
}

/**
 * One settings field.
 *
 * @param array{key: string, type: string, help: string, label_for: string} $args Field arguments.
 */
function ftc_widgets_render_field( $args ) {
	$settings = ftc_widgets_settings();
	printf(
		'<input type="%1$s" id="%2$s" name="%3$s" value="%4$s" class="regular-text" aria-describedby="%2$s-help"><p class="description" id="%2$s-help">%5$s</p>',
		esc_attr( $args['type'] ),
		esc_attr( $args['label_for'] ),
		esc_attr( FTC_WIDGETS_OPTION . '[' . $args['key'] . ']' ),
		'url' === $args['type'] ? esc_url( $settings[ $args['key'] ] ) : esc_attr( $settings[ $args['key'] ] ),
		esc_html( $args['help'] )
	);
}

/**
 * Adds Settings → FTC Widgets.
 */
function ftc_widgets_add_settings_page() {
	add_options_page(
		__( 'FTC Widgets', 'ftc-widgets' ),
		__( 'FTC Widgets', 'ftc-widgets' ),
		'manage_options',
		'ftc-widgets',
		'ftc_widgets_render_settings_page'
	);
}
add_action( 'admin_menu', 'ftc_widgets_add_settings_page' );

/**
 * The settings page (options.php checks the nonce settings_fields() prints, and the capability).
 */
function ftc_widgets_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$files = ftc_widgets_files_url();
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
	echo '<form action="' . esc_url( admin_url( 'options.php' ) ) . '" method="post">';
	settings_fields( 'ftc_widgets' );
	do_settings_sections( 'ftc-widgets' );
	submit_button();
	echo '</form>';
	if ( '' !== $files ) {
		printf(
			'<p>%s <code>%s</code></p>',
			esc_html__( 'Element files are loaded from', 'ftc-widgets' ),
			esc_html( $files )
		);
	}
	echo '<p>' . esc_html__( 'Shortcodes: [ftc_newsletter], [ftc_login], [ftc_signup], [ftc_account], [ftc_subscription], [ftc_faq audience="users"], [ftc_caregiver_search near="10001"]. Each takes its element\'s attributes; blocks of the same names are in the editor\'s Widgets category.', 'ftc-widgets' ) . '</p>';
	echo '</div>';
}

/**
 * A "Settings" link on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function ftc_widgets_action_links( $links ) {
	$links[] = '<a href="' . esc_url( admin_url( 'options-general.php?page=ftc-widgets' ) ) . '">' . esc_html__( 'Settings', 'ftc-widgets' ) . '</a>';
	return $links;
}
add_filter( 'plugin_action_links_' . plugin_basename( FTC_WIDGETS_FILE ), 'ftc_widgets_action_links' );
