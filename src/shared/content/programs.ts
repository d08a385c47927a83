export interface ImpactFigure {
  value: number;
  label: string;
}

export interface Program {
  slug: string;
  title: string;
  /** One sentence for cards and the meta description. */
  summary: string;
  description: string[];
  highlights: string[];
  challenge: string;
  response: string;
  testimonial: { quote: string; name: string; role: string };
  impact: ImpactFigure[];
}

// Written out by the content pages issue; slugs, titles and figures come from the spec.
export const programs: Program[] = [];
