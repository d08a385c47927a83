export { FeaturedStory } from './components/featured-story.tsx';
export { GetInvolved } from './components/get-involved.tsx';
export { HeroSlider } from './components/hero-slider.tsx';
export { ImpactCounters } from './components/impact-counters.tsx';
export { IntroSection } from './components/intro-section.tsx';
export { MissionSection } from './components/mission-section.tsx';
