import { daysText, hoursText, openDaysText, timeText } from "../../../src/content/opening-hours"
import { factValues, fillFacts, unknownFacts } from "../../../src/content/facts"
import { siteSettings } from "../../fixtures/site-settings"

describe("opening hours as visitors read them", () => {
  it.each([
    [["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], "Tuesday to Saturday"],
    [["Saturday", "Sunday"], "Saturday and Sunday"],
    [["Monday", "Wednesday", "Friday"], "Monday, Wednesday and Friday"],
    [["Friday", "Monday", "Tuesday", "Wednesday"], "Monday to Wednesday and Friday"],
    [["Sunday"], "Sunday"],
  ])("%j → %s", (days, text) => {
    expect(daysText(days)).toBe(text)
  })

  it.each([
    ["11:00", "11am"],
    ["19:00", "7pm"],
    ["19:30", "7.30pm"],
    ["12:00", "12pm"],
    ["00:15", "12.15am"],
  ])("%s → %s", (time, text) => {
    expect(timeText(time)).toBe(text)
  })

  it("says the hours, the days and the appointment rule together", () => {
    const hours = {
      byAppointment: true,
      periods: [
        { days: ["Tuesday", "Wednesday", "Thursday", "Friday"], opens: "11:00", closes: "19:00" },
        { days: ["Saturday"], opens: "10:00", closes: "17:30" },
      ],
    }
    expect(hoursText(hours)).toBe("Tuesday to Friday, 11am to 7pm; Saturday, 10am to 5.30pm, by appointment")
    expect(openDaysText(hours)).toBe("Tuesday to Saturday")
    expect(hoursText({ ...hours, byAppointment: false })).not.toContain("appointment")
  })
})

describe("facts in copy", () => {
  const values = factValues({
    ...siteSettings,
    madeIn: "Singapore",
    dataProtectionOfficer: { name: "Ines Verre", email: "privacy@maisonverre.example" },
    policies: [{ id: "deposit", text: "A deposit is due." }],
  })

  it("fills every known fact and leaves nothing of the placeholder behind", () => {
    expect(fillFacts("Write to {email}, {days}. {policy.deposit}", values)).toBe(
      "Write to studio@maisonverre.example, Tuesday to Saturday. A deposit is due."
    )
    expect(fillFacts("{legalName} ({brand})", values)).toBe("Maison Verre Pte. Ltd. (Maison Verre)")
  })

  it("names placeholders that stand for nothing, so the validator can refuse them", () => {
    expect(unknownFacts("{emial} and {policy.refunds} but {email}", values)).toEqual([
      "emial",
      "policy.refunds",
    ])
    expect(fillFacts("{emial}", values)).toBe("{emial}")
  })
})
