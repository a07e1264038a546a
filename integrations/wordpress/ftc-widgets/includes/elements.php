<?php
/**
 * The elements of the kit and their attributes, as widgets/registry.ts lists them (interface §3).
 * tests/e2e/wordpress.test.ts compares this list with the registry: an element or attribute
 * added there and not here fails the test.
 *
 * @package FtcWidgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Attributes every element takes.
 *
 * @return array<string, array{type: string, url?: bool}> Attribute name => its description.
 */
function ftc_widgets_common_attributes() {
	return array(
		'api-base' => array(
			'type' => 'string',
			'url'  => true,
		),
		'lang'     => array( 'type' => 'string' ),
	);
}

/**
 * Every element: its tag, shortcode, block name, entry file, title and own attributes.
 * An attribute marked `url` is a link: only http:, https: or a relative URL passes.
 *
 * @return array<string, array> Element key => its description.
 */
function ftc_widgets_elements() {
	$url    = array(
		'type' => 'string',
		'url'  => true,
	);
	$text   = array( 'type' => 'string' );
	$number = array( 'type' => 'number' );

	$elements = array(
		'newsletter'       => array(
			'title'       => __( 'FTC newsletter sign-up', 'ftc-widgets' ),
			'description' => __( 'One email field and a Subscribe button.', 'ftc-widgets' ),
			'attributes'  => array(),
		),
		'login'            => array(
			'title'       => __( 'FTC login', 'ftc-widgets' ),
			'description' => __( 'Login with email or mobile and password, and the verification code step.', 'ftc-widgets' ),
			'attributes'  => array(
				'type'        => $text,
				'forgot-href' => $url,
			),
		),
		'signup'           => array(
			'title'       => __( 'FTC sign-up', 'ftc-widgets' ),
			'description' => __( 'Sign-up as a parent or a caregiver, then mobile verification.', 'ftc-widgets' ),
			'attributes'  => array(
				'account-type' => $text,
				'terms-href'   => $url,
				'privacy-href' => $url,
			),
		),
		'account'          => array(
			'title'       => __( 'FTC account', 'ftc-widgets' ),
			'description' => __( 'The name and "Log out", or "Log in" and "Sign up".', 'ftc-widgets' ),
			'attributes'  => array(
				'login-href'   => $url,
				'signup-href'  => $url,
				'after-logout' => $url,
			),
		),
		'subscription'     => array(
			'title'       => __( 'FTC subscription plans', 'ftc-widgets' ),
			'description' => __( 'Plans with prices, a promo code and checkout.', 'ftc-widgets' ),
			'attributes'  => array(
				'type'        => $text,
				'login-href'  => $url,
				'signup-href' => $url,
			),
		),
		'faq'              => array(
			'title'       => __( 'FTC FAQ', 'ftc-widgets' ),
			'description' => __( 'Frequently asked questions with a search box.', 'ftc-widgets' ),
			'attributes'  => array(
				'audience' => $text,
			),
		),
		'caregiver-search' => array(
			'title'       => __( 'FTC caregiver search', 'ftc-widgets' ),
			'description' => __( 'Caregiver search by ZIP code and service, with results as cards.', 'ftc-widgets' ),
			'attributes'  => array(
				'near'         => $text,
				'radius-km'    => $number,
				'service'      => $text,
				'page-size'    => $number,
				'profile-href' => $url,
			),
		),
	);

	foreach ( $elements as $key => $element ) {
		$elements[ $key ]['tag']        = 'ftc-' . $key;
		$elements[ $key ]['shortcode']  = 'ftc_' . str_replace( '-', '_', $key );
		$elements[ $key ]['block']      = 'ftc-widgets/' . $key;
		$elements[ $key ]['script']     = 'ftc-' . $key . '.js';
		$elements[ $key ]['attributes'] = array_merge( ftc_widgets_common_attributes(), $element['attributes'] );
	}

	/**
	 * Filters the elements the plugin offers (e.g. to add one a newer kit ships).
	 *
	 * @param array $elements Element key => tag, shortcode, block, script, title, description, attributes.
	 */
	return apply_filters( 'ftc_widgets_elements', $elements );
}

/**
 * A block attribute's key for an element attribute: `login-href` → `loginHref`.
 *
 * @param string $name Element attribute name.
 * @return string
 */
function ftc_widgets_block_attribute_key( $name ) {
	return lcfirst( str_replace( ' ', '', ucwords( str_replace( '-', ' ', $name ) ) ) );
}
