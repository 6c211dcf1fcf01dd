/** Navigation state the deal page passes back to the page it returns to. */
export interface FromDealDetailState {
  fromDealDetail: true;
}

export function isFromDealDetail(state: unknown): state is FromDealDetailState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { fromDealDetail?: unknown }).fromDealDetail === true
  );
}
