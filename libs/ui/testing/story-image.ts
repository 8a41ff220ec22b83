/** A picture drawn inline, for stories that run offline: a tinted rectangle with a label. */
export const storyImage = (label: string, hue: number, width = 480, height = 480) => {
  // The label fits the picture: at most 36 px, a third of the height, and its width.
  const text = label.replace(/[<>&]/g, (char) => `&#${char.charCodeAt(0)};`);
  const fontSize = Math.round(Math.min(36, height / 3, (width * 1.6) / Math.max(label.length, 1)));
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="hsl(${hue} 45% 82%)"/><text x="${width / 2}" y="${height / 2 + fontSize / 3}" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" fill="hsl(${hue} 40% 28%)">${text}</text></svg>`,
  )}`;
};
