import { brandMessages as text } from '@portal/contracts';
import { DOMParser, type Element, type Node } from '@xmldom/xmldom';

const namespaces = {
  svg: 'http://www.w3.org/2000/svg',
  xlink: 'http://www.w3.org/1999/xlink',
  xhtml: 'http://www.w3.org/1999/xhtml',
  xmlns: 'http://www.w3.org/2000/xmlns/',
} as const;

/** What an SVG logo became: the re-serialised allow-listed drawing to keep, or why it cannot be the logo. */
export type SvgLogoResult = { markup: string } | { problem: string };

/** The drawing a logo needs: shapes, paths, text, groups, gradients and clipping. Nothing here runs or loads. */
const allowedElements = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
]);

/** Presentation and geometry attributes with plain values (no style sheets: `style` is refused, see below). */
const allowedAttributes = new Set([
  'id',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'dx',
  'dy',
  'd',
  'points',
  'pathLength',
  'transform',
  'opacity',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'clip-path',
  'clip-rule',
  'clipPathUnits',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'offset',
  'stop-color',
  'stop-opacity',
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'visibility',
  'display',
  'role',
  'aria-label',
  'aria-hidden',
]);

/** The functions a plain value may call: colours, transforms, and url() to a part of this file only. */
const allowedFunctions = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'matrix', 'translate', 'scale', 'rotate', 'skewx', 'skewy', 'url']);
const plainValue = /^[\w\s#.,%+\-'"()]*$/;
const fragmentUrl = /^url\(\s*#[A-Za-z_][\w.-]*\s*\)$/;
const fragmentReference = /^#[A-Za-z_][\w.-]*$/;
const maxDepth = 64;

/** A refusal found while walking the document. */
class SvgRefusal extends Error {}
const refuseActive = (): never => {
  throw new SvgRefusal(text.logoActiveContent);
};
const refuseUnsupported = (what: string): never => {
  throw new SvgRefusal(text.logoSvgUnsupported(what));
};

/**
 * A value is plain when it holds no CSS escape, no scheme or at-rule, no url() but to this file, and calls only the
 * functions above. Entities and character references are already decoded by the parser (`&#x75;rl(` is `url(`).
 */
function checkValue(name: string, value: string): void {
  if (/[\\:@;<>{}]|\/\*/.test(value)) refuseActive();
  if (/url\s*\(/i.test(value) && !fragmentUrl.test(value.trim())) refuseActive();
  if (!plainValue.test(value)) refuseUnsupported(`the value of ${name}`);
  for (const [, called] of value.matchAll(/([A-Za-z-]+)\s*\(/g))
    if (!allowedFunctions.has((called as string).toLowerCase())) refuseUnsupported(`${called}() in ${name}`);
}

const escapeAttribute = (value: string) =>
  value.replace(
    /[&<>"\t\n\r]/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' })[character] as string,
  );
const escapeText = (value: string) => value.replace(/[&<>]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[character] as string);

/** The attributes kept, as name="value"; namespace declarations are written again by the root only. */
function keptAttributes(element: Element): string {
  const kept: string[] = [];
  for (const attribute of Array.from(element.attributes)) {
    const { namespaceURI, value } = attribute;
    const localName = attribute.localName ?? attribute.name;
    if (/^on/i.test(localName)) refuseActive();
    if (namespaceURI === namespaces.xmlns) continue;
    const isSvgAttribute = namespaceURI === null || namespaceURI === namespaces.svg;
    if (localName === 'href' && (isSvgAttribute || namespaceURI === namespaces.xlink)) {
      if (!fragmentReference.test(value.trim())) refuseActive();
      kept.push(`href="${escapeAttribute(value.trim())}"`);
    } else if (isSvgAttribute) {
      if (localName === 'style') refuseActive();
      if (!allowedAttributes.has(localName)) refuseUnsupported(`the attribute ${localName}`);
      checkValue(localName, value);
      kept.push(`${localName}="${escapeAttribute(value)}"`);
    }
    // Attributes of other namespaces (xml:space, an editor's own data) draw nothing and are left out.
  }
  return kept.map((attribute) => ` ${attribute}`).join('');
}

function serialise(element: Element, depth: number): string {
  if (depth > maxDepth) refuseUnsupported(`elements nested more than ${maxDepth} deep`);
  const name = element.localName ?? element.nodeName;
  const attributes = (depth === 0 ? ` xmlns="${namespaces.svg}"` : '') + keptAttributes(element);
  let children = '';
  for (const child of Array.from(element.childNodes) as Node[]) {
    if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) children += escapeText(child.nodeValue ?? '');
    else if (child.nodeType === child.ELEMENT_NODE) children += serialisedChild(child as Element, depth + 1);
    // Comments and processing instructions (an xml-stylesheet among them) are left out.
  }
  return children === '' ? `<${name}${attributes}/>` : `<${name}${attributes}>${children}</${name}>`;
}

function serialisedChild(element: Element, depth: number): string {
  const { namespaceURI } = element;
  const localName = element.localName ?? element.nodeName;
  if (namespaceURI === namespaces.svg) {
    if (localName === 'metadata') return '';
    if (!allowedElements.has(localName))
      return /^(?:script|foreignObject|style|a|image|use|feImage|animate\w*|set|iframe|handler|listener)$/i.test(localName)
        ? refuseActive()
        : refuseUnsupported(`<${localName}>`);
    return serialise(element, depth);
  }
  if (namespaceURI === namespaces.xhtml || /^(?:script|foreignObject|iframe|style)$/i.test(localName)) return refuseActive();
  // An editor's own data (Inkscape, Illustrator, RDF metadata): not drawn, left out.
  return '';
}

/**
 * The SVG logo parsed as XML by a real parser (namespaces resolved: `x:script` with x bound to the SVG namespace is
 * a script), checked against a short allow-list of elements and attributes, and written again from what was kept:
 * what is stored is never the uploaded markup. Anything that runs, loads another file or carries a style sheet is
 * refused with the reason; anything else the list does not hold is refused by name, so the picture is never changed
 * silently. No DOCTYPE or entity is accepted.
 */
export function readSvgLogo(markup: string): SvgLogoResult {
  const source = markup.replace(/^\uFEFF/, '');
  if (/<!(?:DOCTYPE|ENTITY)/i.test(source)) return { problem: text.logoActiveContent };
  let root: Element | null;
  try {
    const parser = new DOMParser({
      onError: (level, message) => {
        throw new Error(`${level}: ${message}`);
      },
    });
    root = parser.parseFromString(source, 'application/xml').documentElement;
  } catch {
    return { problem: text.logoUnreadable };
  }
  if (root?.namespaceURI !== namespaces.svg || root.localName !== 'svg') return { problem: text.logoContentMismatch };
  try {
    return { markup: serialise(root, 0) };
  } catch (error) {
    if (error instanceof SvgRefusal) return { problem: error.message };
    throw error;
  }
}
