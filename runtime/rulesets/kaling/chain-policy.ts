// 卡灵时代 chain policy: KL-CH-01 后发先至 with the turn player's priority (the driver's default), KL-EF-01/02 who
// may answer what (kalingAnswerMatrix), KL-CH-02/03 simultaneous induced effects in six-class order.

import { answerMatrixPolicy, kalingAnswerMatrix, orderBySixClasses } from '../../core/chain-policies.js';
import type { ChainPolicy } from '../../core/ruleset.js';
import type { KalingState } from './state.js';

export const kalingChainPolicy = answerMatrixPolicy(kalingAnswerMatrix, orderBySixClasses) as ChainPolicy<KalingState>;
