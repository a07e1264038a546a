// The chosen picture, shown before it is sent. As a `data:` address: the site's Content Security
// Policy allows `data:` images and not `blob:` ones (server/plugins/security-headers.ts).

/** The file as a `data:` address. */
export function dataAddressOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error));
    reader.readAsDataURL(file);
  });
}

/**
 * A copy at most `longest` px on its longer side, as a JPEG `data:` address, so that framing a
 * 12-megapixel photo moves a light picture; null where there is no canvas (the original is
 * shown then). The crop is in fractions: the same on the copy and on the original.
 */
export function lighterCopy(image: HTMLImageElement, longest = 1024): string | null {
  const { naturalWidth: width, naturalHeight: height } = image;
  const scale = Math.min(1, longest / Math.max(width, height));
  try {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    // A transparent PNG on white, as JPEG has no transparency.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const copy = canvas.toDataURL('image/jpeg', 0.85);
    return copy.startsWith('data:image/') ? copy : null;
  } catch {
    return null;
  }
}
