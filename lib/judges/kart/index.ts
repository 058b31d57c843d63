// The two supported kart judge versions and the event-breakdown reconstruction.
export { kart1ea24fc, KART_V4_ID } from "./1ea24fc";
export { kartF933449, KART_LATEST_ID } from "./f933449";
export { rewardFromEvents } from "./events";
