// The audience map: sessions per country as a choropleth (react-simple-maps over world-atlas' Natural
// Earth TopoJSON). Loaded lazily with the audience screen only.
import countries from 'i18n-iso-countries';
import { ComposableMap, Geographies, Geography } from 'react-simple-maps';
import world from 'world-atlas/countries-110m.json';
import type { Segment } from '../graphql/rum';
import { countryName, formatCount } from './common';
import styles from './rum.module.css';

export default function WorldMap({ segments }: { segments: Segment[] }) {
  const byNumeric = new Map<string, Segment>();
  for (const segment of segments) {
    const numeric = segment.value ? countries.alpha2ToNumeric(segment.value) : undefined;
    if (numeric) byNumeric.set(numeric, segment);
  }
  const max = Math.max(1, ...segments.map((segment) => segment.sessions));
  return (
    <ComposableMap
      projectionConfig={{ scale: 140 }}
      className={styles.map}
      aria-label="Sessions by country"
      data-testid="rum-world-map"
    >
      <Geographies geography={world as never}>
        {({ geographies }) =>
          geographies.map((geography) => {
            const segment = byNumeric.get(String(geography.id).padStart(3, '0'));
            const share = segment ? 0.15 + 0.85 * (segment.sessions / max) : 0;
            return (
              <Geography
                key={geography.rsmKey}
                geography={geography}
                fill={
                  segment
                    ? `color-mix(in srgb, var(--color-accent) ${Math.round(share * 100)}%, var(--color-surface-muted))`
                    : 'var(--color-surface-muted)'
                }
                stroke="var(--color-border)"
                strokeWidth={0.4}
              >
                <title>
                  {segment
                    ? `${countryName(segment.value)}: ${formatCount(segment.sessions)} sessions`
                    : String(geography.properties?.name ?? '')}
                </title>
              </Geography>
            );
          })
        }
      </Geographies>
    </ComposableMap>
  );
}
