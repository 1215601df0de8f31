import type { Locator, Page } from '@playwright/test';

/** A signature with the mouse: two strokes across the pad. */
export async function drawSignature(page: Page, pad: Locator) {
  await pad.evaluate((canvas) => canvas.scrollIntoView({ block: 'center' }));
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad has no box');
  const at = (x: number, y: number): [number, number] => [box.x + box.width * x, box.y + box.height * y];
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.3, 0.7],
    [0.4, 0.3],
    [0.5, 0.7],
  ] as const)
    await page.mouse.move(...at(x, y), { steps: 6 });
  await page.mouse.up();
  await page.mouse.move(...at(0.6, 0.5));
  await page.mouse.down();
  await page.mouse.move(...at(0.85, 0.45), { steps: 6 });
  await page.mouse.up();
}
