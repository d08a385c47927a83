import {
  BookOpen,
  GraduationCap,
  HeartPulse,
  type LucideIcon,
  PiggyBank,
  Sprout,
  Users,
} from 'lucide-react';
import type { ProgramSlug } from '#shared/content/programs.ts';
import type { SceneMotif } from './illustrations/scene-illustration.tsx';

/** The icon that stands for each program on cards. */
export const programIcons: Record<ProgramSlug, LucideIcon> = {
  'education-support': GraduationCap,
  'entrepreneurship-savings': PiggyBank,
  'bio-intensive-agriculture': Sprout,
  'community-development': Users,
  'outreach-bible-teaching': BookOpen,
  'health-nutrition': HeartPulse,
};

/** The illustration on each program's page. */
export const programMotifs: Record<ProgramSlug, SceneMotif> = {
  'education-support': 'school',
  'entrepreneurship-savings': 'savings',
  'bio-intensive-agriculture': 'garden',
  'community-development': 'community',
  'outreach-bible-teaching': 'church',
  'health-nutrition': 'health',
};
