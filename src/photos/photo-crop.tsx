import { type PointerEvent, useRef } from 'react';
import { useWords } from '../i18n/use-words';
import type { PhotoCrop } from './photos-api';
import { photoWords } from './words';

/** How the square sits on the picture: zoom 1 (the largest square) to 4, and where it is. */
export interface Framing {
  zoom: number;
  /** Along the room left to move, 0 (left edge) to 1 (right edge). */
  across: number;
  /** Along the room left to move, 0 (top) to 1 (bottom). */
  down: number;
}
export interface PictureSize {
  width: number;
  height: number;
}

export const CENTRED: Framing = { zoom: 1, across: 0.5, down: 0.5 };
const MAX_ZOOM = 4;
const clamp = (value: number, low = 0, high = 1) => Math.min(high, Math.max(low, value));

/** The square in the picture's own pixels. */
export function squareOf(framing: Framing, size: PictureSize) {
  const side = Math.min(size.width, size.height) / clamp(framing.zoom, 1, MAX_ZOOM);
  return {
    side,
    left: clamp(framing.across) * (size.width - side),
    top: clamp(framing.down) * (size.height - side),
  };
}

/**
 * What the server is sent: the square in fractions (x and size of the width, y of the height),
 * rounded down so that rounding never pushes it past an edge.
 */
export function cropOf(framing: Framing, size: PictureSize): PhotoCrop {
  const { side, left, top } = squareOf(framing, size);
  const floor = (value: number) => Math.floor(value * 1e6) / 1e6;
  return {
    x: floor(left / size.width),
    y: floor(top / size.height),
    size: floor(side / size.width),
  };
}

const percent = (value: number) => `${value * 100}%`;

/**
 * The picture with the square to keep: dragged with a pointer, or set with three sliders
 * (zoom, left to right, top to bottom) that the keyboard moves; previews at 256 and 96 px
 * follow live. No canvas: the previews are the picture itself, scaled and clipped.
 */
export function PhotoCropper({
  src,
  size,
  framing,
  onFraming,
}: {
  src: string;
  size: PictureSize;
  framing: Framing;
  onFraming: (framing: Framing) => void;
}) {
  const { m } = useWords(photoWords);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; from: Framing } | null>(null);
  const { side, left, top } = squareOf(framing, size);
  const roomX = size.width - side;
  const roomY = size.height - side;

  const start = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, from: framing };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const at = drag.current;
    const shown = stage.current?.getBoundingClientRect().width;
    if (!at || !shown) return;
    // Screen pixels to the picture's own pixels, then to a share of the room left.
    const scale = size.width / shown;
    onFraming({
      ...at.from,
      across: roomX > 0 ? clamp(at.from.across + ((event.clientX - at.x) * scale) / roomX) : 0.5,
      down: roomY > 0 ? clamp(at.from.down + ((event.clientY - at.y) * scale) / roomY) : 0.5,
    });
  };
  const stop = () => {
    drag.current = null;
  };

  const slider = (
    key: keyof Framing,
    label: string,
    min: number,
    max: number,
    step: number,
    disabled = false,
  ) => (
    <label className="ph-crop__slider">
      <span className="ftc-label">{label}</span>
      <input
        type="range"
        name={`crop-${key}`}
        min={min}
        max={max}
        step={step}
        value={framing[key]}
        disabled={disabled}
        aria-valuetext={`${Math.round((key === 'zoom' ? framing.zoom : framing[key]) * 100)}%`}
        onChange={(event) => onFraming({ ...framing, [key]: Number(event.target.value) })}
      />
    </label>
  );

  return (
    <div className="ph-crop">
      <div
        className="ph-crop__stage"
        ref={stage}
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
      >
        <img className="ph-crop__picture" src={src} alt="" draggable={false} />
        <div
          className="ph-crop__square"
          data-testid="crop-square"
          aria-hidden="true"
          style={{
            left: percent(left / size.width),
            top: percent(top / size.height),
            width: percent(side / size.width),
            height: percent(side / size.height),
          }}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={stop}
          onPointerCancel={stop}
        />
      </div>
      <p className="ftc-hint">{m.frameHint}</p>
      <div className="ph-crop__sliders">
        {slider('zoom', m.zoom, 1, MAX_ZOOM, 0.05)}
        {slider('across', m.across, 0, 1, 0.01, roomX <= 0)}
        {slider('down', m.down, 0, 1, 0.01, roomY <= 0)}
      </div>
      <div className="ph-crop__previews">
        <CropPreview src={src} size={size} framing={framing} px={256} label={m.previewLarge} />
        <CropPreview src={src} size={size} framing={framing} px={96} label={m.previewSmall} />
      </div>
    </div>
  );
}

/** The square as it will be shown, `px` wide: the picture scaled so the square fills it. */
function CropPreview({
  src,
  size,
  framing,
  px,
  label,
}: {
  src: string;
  size: PictureSize;
  framing: Framing;
  px: number;
  label: string;
}) {
  const { side, left, top } = squareOf(framing, size);
  const scale = px / side;
  return (
    <figure className="ph-crop__preview">
      <div className="ph-crop__window" style={{ width: px, height: px }}>
        <img
          src={src}
          alt=""
          data-preview={px}
          style={{
            width: size.width * scale,
            height: size.height * scale,
            transform: `translate(${-left * scale}px, ${-top * scale}px)`,
          }}
        />
      </div>
      <figcaption className="ftc-hint">{label}</figcaption>
    </figure>
  );
}
