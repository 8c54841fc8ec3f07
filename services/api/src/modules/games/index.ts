export { pullAllBetFeeds } from './betFeed';
export { betRecordPage, betRecordSums, validTurnoverSince } from './betRecords';
export {
  GAME_COVER_URL_PREFIX,
  IN_HOUSE_PLAT_CODE,
  allVenues,
  findGame,
  gameCategories,
  gameTypeOf,
  listGames,
  logSearch,
  popularSearchedGames,
  venuesByType,
} from './catalogue';
export { gameCoverSvg, stableHash } from './coverArt';
export { deleteAllFavourites, deleteFavourite, saveFavourite } from './favourites';
export type { GameBets } from './inhouse/games';
export { inhouseRound, playInhouseRound } from './inhouse/rounds';
export { seedState, setClientSeed } from './inhouse/seeds';
export { SIM_LAUNCH_PATH, launchGame } from './launch';
export { lottery6DrawJob } from './lottery6/drawJob';
export { lottery6Draws } from './lottery6/draws';
export { buyLottery6Ticket, lottery6Tickets } from './lottery6/tickets';
export { rebateStrategy } from './rebateStrategy';
export { listEvents } from './sportsbook/eventStore';
export { sportsIncidentBody, sportsIncidentNow } from './sportsbook/operator';
export { listSportsSlips, placeSportsSlip } from './sportsbook/slips';
export { SPORTS_TICK_JOB } from './sportsbook/tickJob';
