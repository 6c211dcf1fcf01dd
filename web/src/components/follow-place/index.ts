export { FollowPlaceButton, type FollowPlaceButtonProps } from './follow-place-button';
