// The two supported kart judge versions and the event-breakdown reconstruction.
export { kart1ea24fc, KART_V4_ID } from "./judgeV4";
export { kartF933449, KART_LATEST_ID } from "./judgeLatest";
export { rewardFromEvents } from "./events";
