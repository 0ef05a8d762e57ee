// 卡灵时代 card types and marks read off a CardDef (KL-CT-01): the words come from the profile.

import type { CardDef } from '../../card-def.js';
import { typeName } from '../../profiles/index.js';

const KALING = typeName('kaling', 'kaling');
const TACTIC = typeName('kaling', 'tactic');
const DEVICE = typeName('kaling', 'device');

export const isKaling = (d: CardDef): boolean => d.type === KALING;
export const isTactic = (d: CardDef): boolean => d.type === TACTIC;
export const isDevice = (d: CardDef): boolean => d.type === DEVICE;
/** KL-CT-01 放置设备卡: stays on the field after it is placed. */
export const isPlaced = (d: CardDef): boolean => isDevice(d) && d.marks.includes('placed');
