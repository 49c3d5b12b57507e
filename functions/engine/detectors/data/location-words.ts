/**
 * Word lists of the LOCATION detector (../location.ts). Packed by `npm run pack-data` (bin/pack-data.ts) as the
 * `location-words` table (functions/engine/data/tables.ts), each list a string of words separated by single
 * spaces here and an array of the same words, in the same order, in the table.
 */
export const LOCATION_WORDS = {
  /** Capitalised words that follow a residence or movement phrase without naming a place. */
  notPlace:
    'The A An My Our Your His Her Their Its This That These Those There Here Home It I We You He She They ' +
    'January February March April May June July August September October November December ' +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday Christmas Easter Spring Summer Autumn Fall Winter ' +
    'English French German Spanish Italian Chinese Japanese Korean Russian Arabic Portuguese Dutch Python Java ' +
    'Love Bed Town Work School College University Hospital Church Office Time Order General Total Some Any Each ' +
    'Every All No One Two Three Mr Mrs Ms Dr Prof Sir Madam Miss Saint Lake Mount North South East West ' +
    'Central Downtown Uptown Midtown Northern Southern Eastern Western Upper Lower Greater New Old',
};
