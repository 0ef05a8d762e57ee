// Generated from compiler/ir/types.ts and runtime/card-def.ts by `npm run gen:validators` (schema-from-types.ts).
// Do not edit: change the types and regenerate.
import type { TypeSchemas } from './schema-from-types.js';

export const IR_TYPE_SCHEMAS: TypeSchemas = {
  "root": {
    "type": "object",
    "properties": {
      "irVersion": {
        "const": 1
      },
      "set": {
        "type": "string"
      },
      "ruleset": {
        "$ref": "#/$defs/RulesetId"
      },
      "cards": {
        "type": "array",
        "items": {
          "$ref": "#/$defs/CardDef"
        }
      }
    },
    "required": [
      "irVersion",
      "set",
      "ruleset",
      "cards"
    ],
    "additionalProperties": false
  },
  "defs": {
    "RulesetId": {
      "enum": [
        "slcg",
        "guangan",
        "kaling"
      ]
    },
    "CardDef": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string"
        },
        "name": {
          "type": "string"
        },
        "ruleset": {
          "$ref": "#/$defs/RulesetId"
        },
        "type": {
          "type": "string"
        },
        "continuous": {
          "type": "boolean"
        },
        "marks": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "traits": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "cost": {
          "type": "object",
          "properties": {
            "energy": {
              "type": "integer"
            },
            "extreme": {
              "type": "boolean"
            }
          },
          "required": [
            "energy"
          ],
          "additionalProperties": false
        },
        "stats": {
          "type": "object",
          "additionalProperties": {
            "type": "integer"
          }
        },
        "color": {
          "enum": [
            "attack",
            "push",
            "both",
            "none"
          ]
        },
        "copies": {
          "type": "integer"
        },
        "keywords": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/KeywordGrant"
          }
        },
        "prerequisite": {
          "$ref": "#/$defs/Condition"
        },
        "costReduction": {
          "type": "object",
          "properties": {
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "amount": {
              "type": "integer"
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            }
          },
          "required": [
            "amount"
          ],
          "additionalProperties": false
        },
        "exclusive": {
          "type": "string"
        },
        "attackAreas": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Direction"
          }
        },
        "summonCost": {
          "type": "object",
          "properties": {
            "energy": {
              "type": "integer"
            },
            "materials": {
              "type": "object",
              "properties": {
                "count": {
                  "type": "integer"
                },
                "filters": {
                  "type": "array",
                  "items": {
                    "$ref": "#/$defs/Filter"
                  }
                }
              },
              "required": [
                "count"
              ],
              "additionalProperties": false
            }
          },
          "required": [],
          "additionalProperties": false
        },
        "meta": {
          "type": "object",
          "additionalProperties": {
            "type": "string"
          }
        },
        "abilities": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/AbilityDef"
          }
        },
        "source": {
          "$ref": "#/$defs/SourceRef"
        }
      },
      "required": [
        "id",
        "name",
        "ruleset",
        "type",
        "marks",
        "traits",
        "stats",
        "keywords",
        "abilities"
      ],
      "additionalProperties": false
    },
    "KeywordGrant": {
      "type": "object",
      "properties": {
        "keyword": {
          "type": "string"
        },
        "value": {
          "type": "integer"
        },
        "source": {
          "$ref": "#/$defs/SourceRef"
        }
      },
      "required": [
        "keyword"
      ],
      "additionalProperties": false
    },
    "SourceRef": {
      "type": "object",
      "properties": {
        "file": {
          "type": "string"
        },
        "line": {
          "type": "integer",
          "minimum": 1
        },
        "col": {
          "type": "integer",
          "minimum": 1
        },
        "endLine": {
          "type": "integer",
          "minimum": 1
        },
        "endCol": {
          "type": "integer",
          "minimum": 1
        }
      },
      "required": [
        "file",
        "line",
        "col",
        "endLine",
        "endCol"
      ],
      "additionalProperties": false
    },
    "Condition": {
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "subject": {
              "$ref": "#/$defs/ConditionSubject"
            },
            "side": {
              "$ref": "#/$defs/Side"
            },
            "cmp": {
              "$ref": "#/$defs/Cmp"
            },
            "value": {
              "type": "integer"
            },
            "filters": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/Filter"
              }
            },
            "of": {
              "$ref": "#/$defs/TargetSpec"
            },
            "than": {
              "$ref": "#/$defs/TargetSpec"
            },
            "thanSide": {
              "enum": [
                "self",
                "opponent"
              ]
            }
          },
          "required": [
            "subject",
            "cmp",
            "value"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "and": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/Condition"
              }
            }
          },
          "required": [
            "and"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "or": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/Condition"
              }
            }
          },
          "required": [
            "or"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "not": {
              "$ref": "#/$defs/Condition"
            }
          },
          "required": [
            "not"
          ],
          "additionalProperties": false
        }
      ]
    },
    "ConditionSubject": {
      "type": "string"
    },
    "Side": {
      "enum": [
        "both",
        "self",
        "opponent"
      ]
    },
    "Cmp": {
      "enum": [
        ">=",
        "<=",
        ">",
        "<",
        "=",
        "!="
      ]
    },
    "Filter": {
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "tapped"
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "upright"
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "trait"
            },
            "value": {
              "type": "string"
            },
            "or": {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          },
          "required": [
            "kind",
            "value"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "name"
            },
            "value": {
              "type": "string"
            },
            "or": {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          },
          "required": [
            "kind",
            "value"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "type"
            },
            "value": {
              "type": "string"
            }
          },
          "required": [
            "kind",
            "value"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "keyword"
            },
            "value": {
              "type": "string"
            }
          },
          "required": [
            "kind",
            "value"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "notSelf"
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "attackedThisTurn"
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "notDesignated"
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "stat"
            },
            "stat": {
              "$ref": "#/$defs/StatName"
            },
            "cmp": {
              "$ref": "#/$defs/Cmp"
            },
            "value": {
              "type": "integer"
            },
            "or": {
              "type": "array",
              "items": {
                "type": "integer"
              }
            }
          },
          "required": [
            "kind",
            "stat",
            "cmp",
            "value"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "extreme"
            },
            "stat": {
              "$ref": "#/$defs/StatName"
            },
            "which": {
              "enum": [
                "max",
                "min"
              ]
            }
          },
          "required": [
            "kind",
            "stat",
            "which"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "faceDown"
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "empty"
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "locked"
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "dead"
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "sealed"
            }
          },
          "required": [
            "kind"
          ],
          "additionalProperties": false
        }
      ],
      "discriminator": {
        "propertyName": "kind"
      }
    },
    "StatName": {
      "type": "string"
    },
    "TargetSpec": {
      "type": "object",
      "properties": {
        "ref": {
          "enum": [
            "self",
            "it",
            "that",
            "trigger",
            "attacker"
          ]
        },
        "count": {
          "oneOf": [
            {
              "type": "integer"
            },
            {
              "const": "all"
            }
          ],
          "minimum": 0
        },
        "upTo": {
          "type": "boolean"
        },
        "random": {
          "type": "boolean"
        },
        "side": {
          "$ref": "#/$defs/Side"
        },
        "kind": {
          "enum": [
            "kaling",
            "character",
            "device",
            "area",
            "player",
            "card",
            "summon",
            "scene"
          ]
        },
        "zone": {
          "type": "string"
        },
        "filters": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Filter"
          }
        },
        "range": {
          "$ref": "#/$defs/RangeSpec"
        },
        "battlefield": {
          "enum": [
            "self",
            "opponent",
            "public"
          ]
        }
      },
      "required": [],
      "additionalProperties": false
    },
    "RangeSpec": {
      "type": "object",
      "properties": {
        "kind": {
          "enum": [
            "O1",
            "O2",
            "sight",
            "sightIgnoreSet",
            "direction"
          ]
        },
        "directions": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Direction"
          }
        },
        "distance": {
          "type": "integer",
          "minimum": 1
        },
        "within": {
          "type": "boolean"
        },
        "origin": {
          "enum": [
            "self",
            "it",
            "trigger"
          ]
        }
      },
      "required": [
        "kind"
      ],
      "additionalProperties": false
    },
    "Direction": {
      "enum": [
        "up",
        "down",
        "left",
        "right",
        "upLeft",
        "upRight",
        "downLeft",
        "downRight"
      ]
    },
    "AbilityDef": {
      "type": "object",
      "properties": {
        "index": {
          "type": "integer",
          "minimum": 0
        },
        "kind": {
          "$ref": "#/$defs/AbilityKind"
        },
        "timing": {
          "$ref": "#/$defs/Timing"
        },
        "limits": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/LimitDef"
          }
        },
        "sideRestriction": {
          "$ref": "#/$defs/Side"
        },
        "tap": {
          "type": "boolean"
        },
        "costs": {
          "type": "object",
          "properties": {
            "energy": {
              "type": "integer"
            },
            "free": {
              "type": "boolean"
            },
            "stamina": {
              "type": "integer"
            },
            "extreme": {
              "type": "integer"
            }
          },
          "required": [],
          "additionalProperties": false
        },
        "condition": {
          "$ref": "#/$defs/Condition"
        },
        "variant": {
          "enum": [
            "light",
            "dark"
          ]
        },
        "effects": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/EffectOp"
          }
        },
        "optional": {
          "type": "boolean"
        },
        "source": {
          "$ref": "#/$defs/SourceRef"
        }
      },
      "required": [
        "index",
        "kind",
        "limits",
        "costs",
        "effects"
      ],
      "additionalProperties": false
    },
    "AbilityKind": {
      "enum": [
        "play",
        "triggered",
        "activated",
        "action",
        "static",
        "burst",
        "instant",
        "eternal",
        "start"
      ]
    },
    "Timing": {
      "type": "object",
      "properties": {
        "event": {
          "$ref": "#/$defs/TimingEvent"
        },
        "side": {
          "$ref": "#/$defs/Side"
        },
        "subject": {
          "$ref": "#/$defs/TargetSpec"
        },
        "damageType": {
          "$ref": "#/$defs/DamageType"
        },
        "effectKind": {
          "$ref": "#/$defs/EffectKind"
        },
        "overSummon": {
          "const": true
        },
        "clearedBy": {
          "enum": [
            "battle",
            "effect"
          ]
        }
      },
      "required": [
        "event",
        "side"
      ],
      "additionalProperties": false
    },
    "TimingEvent": {
      "type": "string"
    },
    "DamageType": {
      "enum": [
        "ability",
        "physical",
        "magic",
        "true",
        "battle"
      ]
    },
    "EffectKind": {
      "enum": [
        "instant",
        "eternal",
        "start"
      ]
    },
    "LimitDef": {
      "type": "object",
      "properties": {
        "scope": {
          "$ref": "#/$defs/LimitScope"
        },
        "count": {
          "type": "integer",
          "minimum": 0
        }
      },
      "required": [
        "scope",
        "count"
      ],
      "additionalProperties": false
    },
    "LimitScope": {
      "enum": [
        "turn",
        "field",
        "nameTurn",
        "game",
        "chain"
      ]
    },
    "EffectOp": {
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "damage"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            },
            "amount": {
              "type": "integer"
            },
            "damageType": {
              "$ref": "#/$defs/DamageType"
            }
          },
          "required": [
            "op",
            "target",
            "amount"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "push"
            },
            "side": {
              "enum": [
                "both",
                "self",
                "opponent"
              ]
            },
            "amount": {
              "type": "integer"
            }
          },
          "required": [
            "op",
            "side",
            "amount"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "heal"
            },
            "amount": {
              "type": "integer"
            },
            "side": {
              "$ref": "#/$defs/Side"
            }
          },
          "required": [
            "op",
            "amount"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "destroy"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            }
          },
          "required": [
            "op",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "banish"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            }
          },
          "required": [
            "op",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "returnToHand"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            }
          },
          "required": [
            "op",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "shuffleIntoDeck"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            }
          },
          "required": [
            "op",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "shuffleDeck"
            },
            "side": {
              "$ref": "#/$defs/Side"
            }
          },
          "required": [
            "op"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "search"
            },
            "name": {
              "type": "string"
            },
            "filter": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/Filter"
              }
            },
            "count": {
              "type": "integer"
            },
            "random": {
              "type": "boolean"
            },
            "top": {
              "type": "integer"
            }
          },
          "required": [
            "op",
            "count"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "topDeck"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            }
          },
          "required": [
            "op",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "bottomDeck"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            }
          },
          "required": [
            "op",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "draw"
            },
            "count": {
              "type": "integer"
            },
            "side": {
              "enum": [
                "both",
                "self",
                "opponent"
              ]
            },
            "untilHand": {
              "type": "boolean"
            }
          },
          "required": [
            "op",
            "count"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "move"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            },
            "steps": {
              "type": "integer"
            },
            "direction": {
              "$ref": "#/$defs/Direction"
            }
          },
          "required": [
            "op",
            "target",
            "steps"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "transfer"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            },
            "to": {
              "$ref": "#/$defs/TargetSpec"
            }
          },
          "required": [
            "op",
            "target",
            "to"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "swap"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            },
            "partner": {
              "$ref": "#/$defs/TargetSpec"
            }
          },
          "required": [
            "op",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "lockArea"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            },
            "duration": {
              "$ref": "#/$defs/Duration"
            }
          },
          "required": [
            "op",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "restore"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            }
          },
          "required": [
            "op",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "modifyStat"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            },
            "stat": {
              "$ref": "#/$defs/StatName"
            },
            "amount": {
              "type": "integer"
            },
            "duration": {
              "$ref": "#/$defs/Duration"
            }
          },
          "required": [
            "op",
            "target",
            "stat",
            "amount"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "gainResource"
            },
            "resource": {
              "$ref": "#/$defs/ResourceName"
            },
            "amount": {
              "type": "integer"
            },
            "side": {
              "$ref": "#/$defs/Side"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            }
          },
          "required": [
            "op",
            "resource",
            "amount"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "loseResource"
            },
            "resource": {
              "$ref": "#/$defs/ResourceName"
            },
            "amount": {
              "type": "integer"
            },
            "side": {
              "$ref": "#/$defs/Side"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            }
          },
          "required": [
            "op",
            "resource",
            "amount"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "pay"
            },
            "resource": {
              "$ref": "#/$defs/ResourceName"
            },
            "amount": {
              "type": "integer"
            }
          },
          "required": [
            "op",
            "resource",
            "amount"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "grantKeyword"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            },
            "keyword": {
              "type": "string"
            },
            "duration": {
              "$ref": "#/$defs/Duration"
            }
          },
          "required": [
            "op",
            "target",
            "keyword",
            "duration"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "loseKeyword"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            },
            "keyword": {
              "type": "string"
            },
            "duration": {
              "$ref": "#/$defs/Duration"
            }
          },
          "required": [
            "op",
            "target",
            "keyword",
            "duration"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "forbid"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            },
            "action": {
              "$ref": "#/$defs/ForbidAction"
            },
            "duration": {
              "$ref": "#/$defs/Duration"
            }
          },
          "required": [
            "op",
            "target",
            "action",
            "duration"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "tap"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            }
          },
          "required": [
            "op",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "untap"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            }
          },
          "required": [
            "op",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "negate"
            },
            "what": {
              "enum": [
                "attack",
                "trauma",
                "card",
                "effect",
                "damage"
              ]
            }
          },
          "required": [
            "op",
            "what"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "summon"
            },
            "name": {
              "type": "string"
            },
            "count": {
              "type": "integer"
            }
          },
          "required": [
            "op",
            "name",
            "count"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "overSummon"
            },
            "name": {
              "type": "string"
            }
          },
          "required": [
            "op",
            "name"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "revive"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            }
          },
          "required": [
            "op",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "seal"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            },
            "turns": {
              "type": "integer"
            }
          },
          "required": [
            "op",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "countdown"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            },
            "amount": {
              "type": "integer"
            }
          },
          "required": [
            "op",
            "target",
            "amount"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "costModifier"
            },
            "subject": {
              "$ref": "#/$defs/TargetSpec"
            },
            "amount": {
              "type": "integer"
            },
            "effectKind": {
              "$ref": "#/$defs/EffectKind"
            }
          },
          "required": [
            "op",
            "subject",
            "amount"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "damageModifier"
            },
            "amount": {
              "type": "integer"
            }
          },
          "required": [
            "op",
            "amount"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "recover"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            },
            "amount": {
              "type": "integer"
            },
            "full": {
              "type": "boolean"
            }
          },
          "required": [
            "op",
            "target",
            "amount"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "discard"
            },
            "target": {
              "$ref": "#/$defs/TargetSpec"
            }
          },
          "required": [
            "op",
            "target"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "optional": {
              "type": "boolean"
            },
            "ifDone": {
              "type": "boolean"
            },
            "replaces": {
              "type": "boolean"
            },
            "source": {
              "$ref": "#/$defs/SourceRef"
            },
            "condition": {
              "$ref": "#/$defs/Condition"
            },
            "otherwise": {
              "type": "integer",
              "minimum": 0
            },
            "answeredBy": {
              "type": "integer",
              "minimum": 0
            },
            "per": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perValue": {
              "type": "object",
              "properties": {
                "ref": {
                  "enum": [
                    "self",
                    "it",
                    "trigger"
                  ]
                },
                "stat": {
                  "type": "string"
                }
              },
              "required": [
                "ref",
                "stat"
              ],
              "additionalProperties": false
            },
            "reads": {
              "$ref": "#/$defs/TargetSpec"
            },
            "perStat": {
              "type": "object",
              "properties": {
                "subject": {
                  "type": "string"
                },
                "side": {
                  "enum": [
                    "self",
                    "opponent"
                  ]
                }
              },
              "required": [
                "subject",
                "side"
              ],
              "additionalProperties": false
            },
            "perTimes": {
              "type": "integer",
              "minimum": 2
            },
            "perPlus": {
              "type": "integer"
            },
            "perEvery": {
              "type": "integer",
              "minimum": 2
            },
            "mode": {
              "$ref": "#/$defs/ModeRef"
            },
            "op": {
              "const": "trauma"
            },
            "side": {
              "$ref": "#/$defs/Side"
            },
            "amount": {
              "type": "integer"
            }
          },
          "required": [
            "op",
            "side",
            "amount"
          ],
          "additionalProperties": false
        }
      ],
      "discriminator": {
        "propertyName": "op"
      }
    },
    "ModeRef": {
      "type": "object",
      "properties": {
        "group": {
          "type": "integer",
          "minimum": 0
        },
        "option": {
          "type": "integer",
          "minimum": 0
        },
        "options": {
          "type": "integer",
          "minimum": 2
        },
        "choose": {
          "type": "integer",
          "minimum": 1
        }
      },
      "required": [
        "group",
        "option",
        "options",
        "choose"
      ],
      "additionalProperties": false
    },
    "Duration": {
      "enum": [
        "endOfTurn",
        "endOfOpponentTurn",
        "whileSource",
        "permanent"
      ]
    },
    "ResourceName": {
      "type": "string"
    },
    "ForbidAction": {
      "enum": [
        "attack",
        "push",
        "attacked",
        "move"
      ]
    }
  }
};
