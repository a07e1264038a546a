/**
 * The FTC blocks in the editor, without a build step: each block (registered in PHP, rendered on
 * the server) shows its element's name in the canvas and a text field per attribute in the
 * sidebar. window.ftcWidgetsBlocks comes from includes/blocks.php.
 */
((wp, blocks) => {
  const el = wp.element.createElement;
  const __ = wp.i18n.__;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const { PanelBody, Placeholder, TextControl } = wp.components;

  /** The editor view of one block: its settings panel and a placeholder naming the element. */
  function editorFor(block) {
    return function Edit(props) {
      const blockProps = useBlockProps();
      const fields = block.attributes.map((attribute) =>
        el(TextControl, {
          key: attribute.key,
          label: attribute.name,
          value: props.attributes[attribute.key] || '',
          onChange(value) {
            props.setAttributes({ [attribute.key]: value || undefined });
          },
        }),
      );
      const given = block.attributes
        .filter((attribute) => props.attributes[attribute.key])
        .map((attribute) => `${attribute.name}="${props.attributes[attribute.key]}"`)
        .join(' ');
      return el(
        'div',
        blockProps,
        el(
          InspectorControls,
          null,
          el(PanelBody, { title: __('Attributes', 'ftc-widgets') }, fields),
        ),
        el(Placeholder, {
          icon: 'admin-generic',
          label: block.title,
          instructions: `<${block.tag}${given ? ` ${given}` : ''}>`,
        }),
      );
    };
  }

  for (const block of blocks || []) {
    wp.blocks.registerBlockType(block.name, {
      edit: editorFor(block),
      save() {
        return null;
      },
    });
  }
})(window.wp, window.ftcWidgetsBlocks);
