// Pictures drawn for the development seed (issue 24): friendly portrait-style faces for the
// invented caregivers and poster scenes for the home page's videos, as SVG from a seeded random
// generator. No downloaded photos: the same seed always draws the same picture.

/** mulberry32: a small seeded generator, the same numbers for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

const BACKGROUNDS = [
  '#DCEBFA',
  '#FDE8D7',
  '#E3F4E1',
  '#F3E5F5',
  '#FFF4CC',
  '#DFF3F1',
  '#FBE3E8',
  '#E8EAF6',
  '#EAF6D9',
  '#FFE9C7',
] as const;
const SKIN = [
  '#FFE0C7',
  '#F8D2B2',
  '#EDB98A',
  '#D9A06F',
  '#C68642',
  '#A86B3C',
  '#8D5524',
  '#6B3E1F',
  '#F1C27D',
  '#E0AC69',
] as const;
const HAIR = [
  '#1F1A17',
  '#3B2A20',
  '#5A3825',
  '#8A5A35',
  '#B07A45',
  '#D9B26F',
  '#E6CF9A',
  '#9A9A9A',
  '#6E2C1A',
  '#2B2B3A',
] as const;
const CLOTHES = [
  '#2F6FB2',
  '#D9534F',
  '#3C9D6B',
  '#8E5BB5',
  '#E08E2B',
  '#1F8A8A',
  '#C2477F',
  '#4A5A70',
  '#6C9A2E',
  '#B5651D',
] as const;
const EYES = ['#2B1D14', '#3D2B1F', '#2E4A62', '#3F5E3A', '#1B1B1B'] as const;

/** Hair drawn behind the head (long hair, a bun) and over it (the top), per style. */
const HAIR_STYLES = {
  short: {
    back: '',
    top: 'M196 292 C186 180 258 132 320 132 C392 132 456 178 444 292 C430 236 392 206 320 206 C254 206 212 236 196 292 Z',
  },
  long: {
    back: 'M180 300 C160 170 250 118 320 118 C396 118 482 170 460 300 L476 520 L164 520 Z',
    top: 'M192 300 C180 186 256 128 320 128 C392 128 462 186 448 300 C436 232 380 196 320 206 C262 196 206 232 192 300 Z',
  },
  bun: {
    back: 'M268 96 A52 52 0 1 1 372 96 A52 52 0 1 1 268 96 Z',
    top: 'M194 290 C186 184 256 138 320 138 C388 138 456 184 446 290 C426 226 384 200 320 200 C256 200 214 226 194 290 Z',
  },
  curly: {
    back: 'M170 330 C130 250 170 140 250 122 C290 90 360 90 398 124 C480 140 512 252 470 330 Z',
    top: 'M186 280 C170 210 214 150 270 142 C300 118 350 118 378 142 C432 152 468 210 454 280 C440 236 400 214 320 214 C246 214 202 236 186 280 Z',
  },
  buzz: {
    back: '',
    top: 'M204 262 C204 190 256 150 320 150 C384 150 436 190 436 262 C420 222 382 204 320 204 C258 204 220 222 204 262 Z',
  },
} as const;
const STYLE_NAMES = Object.keys(HAIR_STYLES) as (keyof typeof HAIR_STYLES)[];

/** A friendly portrait, 640 × 640, drawn from `seed`. */
export function portraitSvg(seed: number): string {
  const random = seededRandom(seed * 7919 + 17);
  const background = pick(random, BACKGROUNDS);
  const skin = pick(random, SKIN);
  const hair = pick(random, HAIR);
  const clothes = pick(random, CLOTHES);
  const eyes = pick(random, EYES);
  const style = HAIR_STYLES[pick(random, STYLE_NAMES)];
  const glasses = random() < 0.25;
  const earrings = random() < 0.3;
  const smile = 18 + Math.round(random() * 14);
  const headWidth = 118 + Math.round(random() * 14);
  const headHeight = 140 + Math.round(random() * 14);
  const collar = random() < 0.5;
  const eyeY = 300 + Math.round(random() * 8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
<rect width="640" height="640" fill="${background}"/>
<circle cx="${120 + Math.round(random() * 400)}" cy="${80 + Math.round(random() * 120)}" r="${60 + Math.round(random() * 60)}" fill="#ffffff" opacity="0.35"/>
${style.back ? `<path d="${style.back}" fill="${hair}"/>` : ''}
<path d="M96 640 C110 520 200 470 320 470 C440 470 530 520 544 640 Z" fill="${clothes}"/>
${collar ? '<path d="M268 474 L320 540 L372 474 Z" fill="#ffffff" opacity="0.85"/>' : `<path d="M270 472 C290 500 350 500 370 472" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="8"/>`}
<rect x="284" y="400" width="72" height="84" rx="30" fill="${skin}"/>
<ellipse cx="${320 - headWidth}" cy="318" rx="20" ry="28" fill="${skin}"/>
<ellipse cx="${320 + headWidth}" cy="318" rx="20" ry="28" fill="${skin}"/>
${earrings ? `<circle cx="${320 - headWidth}" cy="350" r="7" fill="#F2C94C"/><circle cx="${320 + headWidth}" cy="350" r="7" fill="#F2C94C"/>` : ''}
<ellipse cx="320" cy="300" rx="${headWidth}" ry="${headHeight}" fill="${skin}"/>
<path d="${style.top}" fill="${hair}"/>
<path d="M262 ${eyeY - 30} q 22 -12 44 0 M334 ${eyeY - 30} q 22 -12 44 0" stroke="${hair}" stroke-width="7" fill="none" stroke-linecap="round"/>
<ellipse cx="284" cy="${eyeY}" rx="11" ry="13" fill="${eyes}"/><ellipse cx="356" cy="${eyeY}" rx="11" ry="13" fill="${eyes}"/>
<circle cx="288" cy="${eyeY - 4}" r="3.5" fill="#fff"/><circle cx="360" cy="${eyeY - 4}" r="3.5" fill="#fff"/>
${glasses ? `<g fill="none" stroke="#2b2b2b" stroke-width="5"><circle cx="284" cy="${eyeY}" r="30"/><circle cx="356" cy="${eyeY}" r="30"/><path d="M314 ${eyeY} h12"/></g>` : ''}
<path d="M320 ${eyeY + 14} q -8 26 2 32" stroke="#000" stroke-opacity="0.18" stroke-width="5" fill="none" stroke-linecap="round"/>
<circle cx="256" cy="${eyeY + 48}" r="18" fill="#E8776E" opacity="0.22"/><circle cx="384" cy="${eyeY + 48}" r="18" fill="#E8776E" opacity="0.22"/>
<path d="M${320 - smile * 1.6} ${eyeY + 66} q ${smile * 1.6} ${smile} ${smile * 3.2} 0" stroke="#8A3B2E" stroke-width="7" fill="none" stroke-linecap="round"/>
</svg>`;
}

const SKIES = [
  ['#FFD8A8', '#FFF3E0'],
  ['#A5D8FF', '#E7F5FF'],
  ['#B2F2BB', '#EBFBEE'],
  ['#D0BFFF', '#F3F0FF'],
  ['#FFC9C9', '#FFF5F5'],
  ['#99E9F2', '#E3FAFC'],
  ['#FFEC99', '#FFF9DB'],
] as const;

/** A poster scene, 960 × 540, drawn from `seed`: sky, sun, hills, a house, two figures (the site draws the play button). */
export function posterSvg(seed: number): string {
  const random = seededRandom(seed * 104_729 + 3);
  // Neighbouring seeds start alike: a few draws apart, their skies differ.
  for (let i = 0; i < seed % 7; i++) random();
  const [top, bottom] = pick(random, SKIES);
  const hill = pick(random, ['#69DB7C', '#8CE99A', '#51CF66', '#94D82D', '#63E6BE'] as const);
  const house = pick(random, CLOTHES);
  const roof = pick(random, ['#C92A2A', '#862E9C', '#364FC7', '#E67700', '#2B8A3E'] as const);
  const sunX = 120 + Math.round(random() * 720);
  const houseX = 80 + Math.round(random() * 520);
  const adult = pick(random, CLOTHES);
  const child = pick(random, CLOTHES);
  const skinA = pick(random, SKIN);
  const skinB = pick(random, SKIN);
  const figureX =
    houseX > 420 ? 180 + Math.round(random() * 120) : 600 + Math.round(random() * 160);
  const trees = Array.from({ length: 3 }, () => {
    const x = Math.round(random() * 960);
    const r = 30 + Math.round(random() * 26);
    return `<rect x="${x - 6}" y="${400 - r}" width="12" height="${r + 10}" fill="#8D5524"/><circle cx="${x}" cy="${390 - r * 1.4}" r="${r}" fill="#2F9E44"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="960" height="540" fill="url(#sky)"/>
<circle cx="${sunX}" cy="96" r="54" fill="#FFD43B" opacity="0.9"/>
<path d="M0 400 C200 330 360 360 520 390 C700 420 820 340 960 370 L960 540 L0 540 Z" fill="${hill}"/>
<path d="M0 450 C240 410 520 440 960 420 L960 540 L0 540 Z" fill="#40C057" opacity="0.6"/>
${trees}
<rect x="${houseX}" y="280" width="200" height="140" fill="${house}"/>
<path d="M${houseX - 20} 290 L${houseX + 100} 200 L${houseX + 220} 290 Z" fill="${roof}"/>
<rect x="${houseX + 80}" y="340" width="44" height="80" rx="4" fill="#5C3B1E"/>
<rect x="${houseX + 24}" y="312" width="40" height="36" fill="#E7F5FF"/><rect x="${houseX + 138}" y="312" width="40" height="36" fill="#E7F5FF"/>
<g><circle cx="${figureX}" cy="300" r="26" fill="${skinA}"/><rect x="${figureX - 28}" y="330" width="56" height="96" rx="22" fill="${adult}"/>
<circle cx="${figureX + 70}" cy="352" r="19" fill="${skinB}"/><rect x="${figureX + 50}" y="374" width="40" height="60" rx="16" fill="${child}"/>
<path d="M${figureX + 26} 372 L${figureX + 52} 392" stroke="${skinA}" stroke-width="10" stroke-linecap="round"/></g>
</svg>`;
}
