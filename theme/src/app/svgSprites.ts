/**
 * The SVG symbols the page writes once at the start of `<body>` (hidden) and icons refer to with
 * `<use href="#...">`, as Docusaurus's theme-classic does: one copy of the external link icon
 * instead of one per link.
 */

/** The external link icon's symbol id (`@theme/Icon/ExternalLink`). */
export const EXTERNAL_LINK_SYMBOL = 'theme-svg-external-link';

/** The inner markup of the hidden sprite `<svg>`. */
export const SVG_SPRITE_DEFS = `<defs>
<symbol id="${EXTERNAL_LINK_SYMBOL}" viewBox="0 0 24 24"><path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"/></symbol>
</defs>`;
