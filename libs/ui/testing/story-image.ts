/** A picture drawn inline, for stories that run offline: a tinted rectangle with a label. */
export const storyImage = (label: string, hue: number, width = 480, height = 480) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="hsl(${hue} 45% 82%)"/><text x="${width / 2}" y="${height / 2 + 10}" font-family="sans-serif" font-size="36" text-anchor="middle" fill="hsl(${hue} 40% 28%)">${label}</text></svg>`,
  )}`;
