import type { Generated } from 'kysely';
import type { TableColumnNames, Timestamp } from './columns.ts';

/**
 * A stored, re-encoded image. Its files are `{storage_key}-{width}.webp` in the file store,
 * one per width in `widths`; `width` and `height` are the largest one's.
 */
export interface ImagesTable {
  id: Generated<number>;
  storage_key: string;
  width: number;
  height: number;
  /** Comma-separated, ascending, e.g. "320,640,1024,1600". */
  widths: string;
  created_at: Timestamp;
}

/** `is_sample` (0/1) marks the sample content created on first start, removable in one call. */
interface SampleFlag {
  is_sample: Generated<number>;
}

export interface NewsTable extends SampleFlag {
  id: Generated<number>;
  title: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The Swedish version's texts as JSON, null for none (migration 015). */
  sv: string | null;
}

export interface GalleryImagesTable extends SampleFlag {
  id: Generated<number>;
  /** The uploaded file's name. */
  name: string;
  description: string;
  image_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The Swedish version's texts as JSON, null for none (migration 015). */
  sv: string | null;
}

export interface TestimonialsTable extends SampleFlag {
  id: Generated<number>;
  name: string;
  role: string;
  quote: string;
  image_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The Swedish version's texts as JSON, null for none (migration 015). */
  sv: string | null;
}

export interface LeadersTable extends SampleFlag {
  id: Generated<number>;
  name: string;
  role: string;
  bio: string;
  image_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The Swedish version's texts as JSON, null for none (migration 015). */
  sv: string | null;
}

export interface PrayerPointsTable extends SampleFlag {
  id: Generated<number>;
  title: string;
  content: string;
  tag: string;
  display_order: number;
  pray_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The Swedish version's texts as JSON, null for none (migration 015). */
  sv: string | null;
}

/** One row per one-off start-up task that has run (the sample content), so it never runs twice. */
export interface SeedRunsTable {
  name: string;
  ran_at: Timestamp;
}

/** A counter per kind of public content, raised by each change (plugins/content-versions.ts). */
export interface ContentVersionsTable {
  topic: string;
  version: number;
  updated_at: Timestamp;
}

export interface ContentTables {
  images: ImagesTable;
  news: NewsTable;
  gallery_images: GalleryImagesTable;
  testimonials: TestimonialsTable;
  leaders: LeadersTable;
  prayer_points: PrayerPointsTable;
  seed_runs: SeedRunsTable;
  content_versions: ContentVersionsTable;
}

export const contentColumns = {
  content_versions: { topic: true, version: true, updated_at: true },
  images: {
    id: true,
    storage_key: true,
    width: true,
    height: true,
    widths: true,
    created_at: true,
  },
  news: {
    id: true,
    title: true,
    content: true,
    created_at: true,
    updated_at: true,
    is_sample: true,
    sv: true,
  },
  gallery_images: {
    id: true,
    name: true,
    description: true,
    image_id: true,
    created_at: true,
    updated_at: true,
    is_sample: true,
    sv: true,
  },
  testimonials: {
    id: true,
    name: true,
    role: true,
    quote: true,
    image_id: true,
    created_at: true,
    updated_at: true,
    is_sample: true,
    sv: true,
  },
  leaders: {
    id: true,
    name: true,
    role: true,
    bio: true,
    image_id: true,
    created_at: true,
    updated_at: true,
    is_sample: true,
    sv: true,
  },
  prayer_points: {
    id: true,
    title: true,
    content: true,
    tag: true,
    display_order: true,
    pray_count: true,
    created_at: true,
    updated_at: true,
    is_sample: true,
    sv: true,
  },
  seed_runs: { name: true, ran_at: true },
} satisfies TableColumnNames<ContentTables>;
