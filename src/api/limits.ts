/**
 * The longest text the server accepts, per request schema and property (`maxLengths.UserUpdate
 * .firstName`): generated constants only, so shared UI may import them (no endpoint behind it).
 */
export * as maxLengths from './generated/limits';
