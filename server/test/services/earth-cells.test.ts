import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../db/seed-pictures';
import { cellOf, cellsNear, surfaceMetres, surfaceOfChord } from '../../services/earth-cells';

// The search lists the grid cells its circle may reach (migration 044): a point within the
// radius whose cell is not listed would be missing from the answer.

/** The point `metres` from (lat, lng) towards `bearing` (radians), on earthdistance's sphere. */
function destination(lat: number, lng: number, metres: number, bearing: number) {
  const rad = Math.PI / 180;
  const angle = metres / 6378168;
  const lat2 = Math.asin(
    Math.sin(lat * rad) * Math.cos(angle) +
      Math.cos(lat * rad) * Math.sin(angle) * Math.cos(bearing),
  );
  const lng2 =
    lng * rad +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angle) * Math.cos(lat * rad),
      Math.cos(angle) - Math.sin(lat * rad) * Math.sin(lat2),
    );
  return { lat: lat2 / rad, lng: ((((lng2 / rad + 180) % 360) + 360) % 360) - 180 };
}

describe('cellsNear', () => {
  it('lists the cell of every point within the radius, anywhere on the earth', () => {
    const rnd = seededRandom(7);
    const centres = [
      { lat: 40.7506, lng: -73.9972 }, // 10001
      { lat: 61.2181, lng: -149.9003 }, // Anchorage
      { lat: 51.9, lng: 179.98 }, // the Aleutians, by the antimeridian
      { lat: -33.9, lng: -179.99 },
      { lat: 89.5, lng: 10 }, // by the pole
      { lat: 0.01, lng: 0.01 },
    ];
    for (let n = 0; n < 100; n++) {
      centres.push({ lat: -80 + rnd() * 160, lng: -180 + rnd() * 360 });
    }
    for (const centre of centres) {
      for (const radiusKm of [1, 5, 10, 25, 50, 100, 100 * rnd()]) {
        const radius = radiusKm * 1000;
        const cells = new Set(cellsNear(centre.lat, centre.lng, radius));
        for (let k = 0; k < 60; k++) {
          // The edge itself most of all (k < 20), then anywhere inside.
          const metres = k < 20 ? radius * (1 - 1e-9) : radius * rnd();
          const point = destination(centre.lat, centre.lng, metres, rnd() * 2 * Math.PI);
          expect(surfaceMetres(centre.lat, centre.lng, point.lat, point.lng)).toBeLessThanOrEqual(
            radius + 0.01,
          );
          expect(
            cells.has(cellOf(point.lat, point.lng)),
            JSON.stringify({ centre, radiusKm, point }),
          ).toBe(true);
        }
      }
    }
  });

  it('keeps the list near the circle: the corners of its square are left out', () => {
    const near = cellsNear(40.7506, -73.9972, 25_000);
    // The circle's square is 11 × 14 cells of 1/20°; the circle alone would take ~65 % of it.
    expect(near.length).toBeLessThan(11 * 14);
    expect(near.length).toBeGreaterThan(60);
    expect(new Set(near).size).toBe(near.length);
  });

  it('the cell of a point is the row-major index of 1/20° from (-90, -180)', () => {
    expect(cellOf(-90, -180)).toBe(0);
    expect(cellOf(-90, -179.95)).toBe(1);
    expect(cellOf(-89.925, -180)).toBe(7200);
    expect(cellOf(40.7506, -73.9972)).toBe(
      Math.floor(130.7506 * 20) * 7200 + Math.floor(106.0028 * 20),
    );
  });
});

describe('surfaceOfChord', () => {
  // The search sorts and filters by the straight line through the earth (cube_distance), and
  // shows the distance along the surface: earthdistance's sec_to_gc, here in the server.
  const R = 6378168;
  it('turns a chord back into the distance along the surface it spans', () => {
    for (const metres of [0, 1, 150, 9_999, 25_000, 160_934, 2_000_000, 19_000_000]) {
      const chord = 2 * R * Math.sin(metres / (2 * R));
      expect(surfaceOfChord(chord)).toBeCloseTo(metres, 3);
    }
  });

  it('agrees with the haversine distance between two places', () => {
    const chordOf = (lat1: number, lng1: number, lat2: number, lng2: number) => {
      const rad = Math.PI / 180;
      const point = (lat: number, lng: number) => [
        R * Math.cos(lat * rad) * Math.cos(lng * rad),
        R * Math.cos(lat * rad) * Math.sin(lng * rad),
        R * Math.sin(lat * rad),
      ];
      const [a, b] = [point(lat1, lng1), point(lat2, lng2)];
      return Math.hypot(...a.map((value, i) => value - (b[i] as number)));
    };
    // New York (10001) to Brooklyn (11201), and to Los Angeles (90012).
    for (const [lat, lng] of [
      [40.6928, -73.9903],
      [34.0614, -118.2385],
    ] as const) {
      const chord = chordOf(40.7506, -73.9972, lat, lng);
      expect(surfaceOfChord(chord)).toBeCloseTo(surfaceMetres(40.7506, -73.9972, lat, lng), 2);
    }
  });

  it('is 0 for a negative chord and half the circumference past the diameter, as sec_to_gc', () => {
    expect(surfaceOfChord(-1)).toBe(0);
    expect(surfaceOfChord(2 * R + 1)).toBeCloseTo(Math.PI * R, 6);
  });
});
