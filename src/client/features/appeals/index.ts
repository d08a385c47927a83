export {
  appealQuery,
  currentAppealsQuery,
  fundraiserQuery,
  useAppeal,
  useFundraiser,
  type WithGifts,
} from './api/appeals-api.ts';
export { CampaignGiving } from './components/campaign-giving.tsx';
export { CampaignLayout, CampaignPicture } from './components/campaign-layout.tsx';
export { CurrentAppeal } from './components/current-appeal.tsx';
export { FundraiserStory } from './components/fundraiser-story.tsx';
export { LatestGifts } from './components/latest-gifts.tsx';
export { ShareLinks } from './components/share-links.tsx';
export { kindEyebrows } from './lib/kind-names.ts';
