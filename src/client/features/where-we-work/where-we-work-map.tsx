import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import {
  backgroundPath,
  type CountryKey,
  highlightedCountries,
  mapHeight,
  mapWidth,
} from './map-data.ts';
import styles from './where-we-work-map.module.css';

const countryNames: Record<CountryKey, MessageDescriptor> = {
  sweden: msg`Sweden`,
  burundi: msg`Burundi`,
  rwanda: msg`Rwanda`,
  'dr-congo': msg`Democratic Republic of the Congo`,
};

const countryNotes: Record<CountryKey, MessageDescriptor> = {
  sweden: msg`Where the partnership began in 2011. Churches, volunteers and donors in Sweden pray, give and visit, and our small office coordinates the work.`,
  burundi: msg`Home of our first partner churches in Africa. Together we keep children in school and run savings groups, bio-intensive gardens and health training.`,
  rwanda: msg`Partner churches lead savings groups, community projects and Bible teaching, and host many of our demonstration gardens.`,
  'dr-congo': msg`In the east of the country, partner churches care for families affected by conflict and displacement, with a focus on children, Bible teaching and health.`,
};

/**
 * The countries where we work on a map of Europe and Africa (drawn from the pre-generated
 * map-data.ts). Each highlighted country shows its name in a tooltip on hover and on keyboard
 * focus; the list beside the map carries the same information as text.
 */
export function WhereWeWorkMap() {
  const { i18n } = useLingui();
  const nameOf = (key: CountryKey) => i18n._(countryNames[key]);
  const [active, setActive] = useState<CountryKey | null>(null);
  const activeCountry = highlightedCountries.find((country) => country.key === active);
  const leave = (key: CountryKey) => setActive((current) => (current === key ? null : current));

  return (
    <div className={styles.layout}>
      <figure className={styles.figure}>
        <div className={styles.mapFrame}>
          {/* biome-ignore lint/a11y/useSemanticElements: the map must stay an SVG; role=group, unlike the image role some tools give an svg, keeps the focusable countries inside it reachable. */}
          <svg viewBox={`0 0 ${mapWidth} ${mapHeight}`} className={styles.map} role="group">
            <title>
              {i18n._(
                msg`Map of Europe and Africa with Sweden, Burundi, Rwanda and the Democratic Republic of the Congo highlighted`,
              )}
            </title>
            <path d={backgroundPath} className={styles.land} />
            {highlightedCountries.map((country) => (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a country is a labelled image that takes focus only to show its name tooltip to keyboard users.
              <g
                key={country.key}
                role="img"
                aria-label={nameOf(country.key)}
                tabIndex={0}
                data-active={active === country.key || undefined}
                className={styles.country}
                onMouseEnter={() => setActive(country.key)}
                onMouseLeave={() => leave(country.key)}
                onFocus={() => setActive(country.key)}
                onBlur={() => leave(country.key)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setActive(null);
                }}
              >
                <path d={country.d} />
                <circle cx={country.x} cy={country.y} r="5" className={styles.pin} />
              </g>
            ))}
          </svg>
          {activeCountry && (
            <div
              role="tooltip"
              className={styles.tooltip}
              style={{
                left: `${(activeCountry.x / mapWidth) * 100}%`,
                top: `${(activeCountry.y / mapHeight) * 100}%`,
              }}
            >
              {nameOf(activeCountry.key)}
            </div>
          )}
        </div>
        <figcaption className={styles.caption}>
          <Trans>
            Our partner churches are in Sweden, Burundi, Rwanda and the Democratic Republic of the
            Congo. Point to a country, or move to it with the Tab key, to see its name.
          </Trans>
        </figcaption>
      </figure>

      <ul className={styles.countries}>
        {highlightedCountries.map((country) => (
          <li key={country.key} className={styles.countryNote}>
            <h3 className={styles.countryName}>
              <MapPin aria-hidden="true" size={20} />
              {nameOf(country.key)}
            </h3>
            <p>{i18n._(countryNotes[country.key])}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
