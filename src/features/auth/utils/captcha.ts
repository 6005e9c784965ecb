/** Captcha codes (spec 1 sections 2.3 and 9): 4 random alphanumeric characters. */
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 100;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomCaptchaCode(random: () => number = Math.random): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1)
    code += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return code;
}

/** The typed text matches the shown code, ignoring case (and surrounding spaces). */
export function captchaMatches(typed: string | undefined, code: string): boolean {
  return !!typed && typed.trim().toLowerCase() === code.toLowerCase();
}

/** Draws the code with noise (lines and dots) on a canvas. */
export function drawCaptcha(
  canvas: HTMLCanvasElement,
  code: string,
  random: () => number = Math.random,
) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const { width, height } = canvas;
  const colour = (min: number, max: number) => {
    const c = () => Math.floor(min + random() * (max - min));
    return `rgb(${c()},${c()},${c()})`;
  };
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = colour(215, 250);
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 6; i += 1) {
    ctx.strokeStyle = colour(90, 200);
    ctx.lineWidth = 1 + random() * 2;
    ctx.beginPath();
    ctx.moveTo(random() * width, random() * height);
    ctx.lineTo(random() * width, random() * height);
    ctx.stroke();
  }
  for (let i = 0; i < 60; i += 1) {
    ctx.fillStyle = colour(0, 255);
    ctx.beginPath();
    ctx.arc(random() * width, random() * height, 1, 0, 2 * Math.PI);
    ctx.fill();
  }
  const step = width / (code.length + 1);
  ctx.textBaseline = 'middle';
  [...code].forEach((char, i) => {
    ctx.save();
    ctx.font = `bold ${Math.floor(34 + random() * 12)}px serif`;
    ctx.fillStyle = colour(10, 110);
    ctx.translate(step * (i + 1) - 10, height / 2 + (random() - 0.5) * 20);
    ctx.rotate((random() - 0.5) * 0.7);
    ctx.fillText(char, 0, 0);
    ctx.restore();
  });
}
