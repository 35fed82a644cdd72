/** Words of the CO2e estimate label (core/components/co2-label.tsx), shown by the flight and train lists (per passenger) and the schedule (per trip). */
export const carbonDict = {
  'zh-CN': {
    'co2.kg': '约{kg}kg CO₂',
    'co2.label': '预计每人碳排放约{kg}千克二氧化碳当量',
    'co2.tripLabel': '本次行程预计碳排放约{kg}千克二氧化碳当量（全部乘客）',
  },
  'en-US': {
    'co2.kg': '≈{kg} kg CO₂',
    'co2.label': 'Estimated {kg} kg CO₂e per passenger',
    'co2.tripLabel': 'Estimated {kg} kg CO₂e for the whole trip (all passengers)',
  },
} as const
