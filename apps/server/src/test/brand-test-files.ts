/** A 1×1 PNG (a valid file: signature, IHDR, IDAT, IEND). */
export const onePixelPngBase64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const base64Of = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export const cleanSvg =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#1b6b3a"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/></svg>';
