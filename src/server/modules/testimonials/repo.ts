import type { Db } from '../../db/database.ts';
import { createOptionalImageRepo } from '../../images/index.ts';

export type TestimonialFields = { name: string; role: string; quote: string };

/** SQL for the testimonials table (the shared optional-image item table). */
export const createTestimonialRepo = (db: Db) =>
  createOptionalImageRepo<TestimonialFields>(db, 'testimonials', ['name', 'role', 'quote']);
