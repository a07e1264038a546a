// The search's grid on the earth (migration 044): every profile's point falls in one cell of
// 1/20° of latitude by 1/20° of longitude (`caregiver_profiles.cell`, ~5.5 km north–south), and
// a search near a point lists the cells that can hold a point within its radius, so a btree
// index-only scan reads the candidates (`cell = any(…)`) and the exact straight-line distance
// keeps those in the radius. A btree reads an index row several times faster than GiST's box.

/** Cells per degree; the same number is in migration 044's generated column. */
const PER_DEGREE = 20;
const COLUMNS = 360 * PER_DEGREE;
const ROWS = 180 * PER_DEGREE;
/** earthdistance's radius of the earth (`earth()`), metres. */
const EARTH_M = 6378168;
const RAD = Math.PI / 180;

/** The cell of a point: migration 044's `cell` column, the same double arithmetic. */
export function cellOf(lat: number, lng: number): number {
  return Math.floor((lat + 90) * PER_DEGREE) * COLUMNS + Math.floor((lng + 180) * PER_DEGREE);
}

/** Great-circle distance in metres (haversine, on earthdistance's sphere). */
export function surfaceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const h =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lng2 - lng1) * RAD) / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The distance along the surface of a straight-line (chord) distance through the earth, in
 * metres: earthdistance's `sec_to_gc`, on its sphere.
 */
export function surfaceOfChord(chordM: number): number {
  if (chordM < 0) return 0;
  const half = chordM / (2 * EARTH_M);
  return half > 1 ? Math.PI * EARTH_M : 2 * EARTH_M * Math.asin(half);
}

/**
 * Every cell that may hold a point within `radiusM` of (lat, lng): the rows and columns of the
 * circle's extent, less the cells whose centre is farther than the radius plus the centre's
 * distance to the cell's farthest corner (so no cell with a point in the circle is left out).
 */
export function cellsNear(lat: number, lng: number, radiusM: number): number[] {
  const angle = radiusM / EARTH_M;
  const latFrom = Math.max(-90, lat - angle / RAD);
  const latTo = Math.min(90, lat + angle / RAD);
  // The circle's widest longitude either side (a spherical cap), or all of them near a pole.
  const reach = Math.sin(angle) / Math.cos(lat * RAD);
  const allAround = latFrom <= -90 || latTo >= 90 || reach >= 1;
  const lngSpan = allAround ? 180 : Math.asin(reach) / RAD;
  const rowFrom = Math.max(0, Math.floor((latFrom + 90) * PER_DEGREE));
  const rowTo = Math.min(ROWS - 1, Math.floor((latTo + 90) * PER_DEGREE));
  const columnFrom = Math.floor((lng - lngSpan + 180) * PER_DEGREE);
  const columnTo = allAround
    ? columnFrom + COLUMNS - 1
    : Math.floor((lng + lngSpan + 180) * PER_DEGREE);
  const cells: number[] = [];
  for (let row = rowFrom; row <= rowTo; row++) {
    const south = row / PER_DEGREE - 90;
    const north = (row + 1) / PER_DEGREE - 90;
    const middleLat = (south + north) / 2;
    for (let column = columnFrom; column <= columnTo; column++) {
      const wrapped = ((column % COLUMNS) + COLUMNS) % COLUMNS;
      const west = column / PER_DEGREE - 180;
      const middleLng = west + 0.5 / PER_DEGREE;
      const corner = Math.max(
        surfaceMetres(middleLat, middleLng, south, west),
        surfaceMetres(middleLat, middleLng, north, west),
      );
      if (surfaceMetres(lat, lng, middleLat, middleLng) <= radiusM + corner + 1) {
        cells.push(row * COLUMNS + wrapped);
      }
    }
  }
  return cells;
}
