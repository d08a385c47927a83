export { MyGifts } from './my-gifts.tsx';
export { StatementView } from './statement-view.tsx';
