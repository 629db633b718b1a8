/**
 * A Date whose local fields are its UTC fields, so date-fns formats a wall-clock value (what the
 * visitor typed) the same way whatever the server's time zone, with no DST gap or shift (§5).
 * date-fns builds intermediate dates through `constructor`, so they stay wall-clock too.
 */
export class WallClockDate extends Date {
  getFullYear() {
    return this.getUTCFullYear()
  }
  getMonth() {
    return this.getUTCMonth()
  }
  getDate() {
    return this.getUTCDate()
  }
  getDay() {
    return this.getUTCDay()
  }
  getHours() {
    return this.getUTCHours()
  }
  getMinutes() {
    return this.getUTCMinutes()
  }
  getSeconds() {
    return this.getUTCSeconds()
  }
  getMilliseconds() {
    return this.getUTCMilliseconds()
  }
  getTimezoneOffset() {
    return 0
  }
  setFullYear(...args: Parameters<Date['setUTCFullYear']>) {
    return this.setUTCFullYear(...args)
  }
  setMonth(...args: Parameters<Date['setUTCMonth']>) {
    return this.setUTCMonth(...args)
  }
  setDate(...args: Parameters<Date['setUTCDate']>) {
    return this.setUTCDate(...args)
  }
  setHours(...args: Parameters<Date['setUTCHours']>) {
    return this.setUTCHours(...args)
  }
  setMinutes(...args: Parameters<Date['setUTCMinutes']>) {
    return this.setUTCMinutes(...args)
  }
  setSeconds(...args: Parameters<Date['setUTCSeconds']>) {
    return this.setUTCSeconds(...args)
  }
  setMilliseconds(...args: Parameters<Date['setUTCMilliseconds']>) {
    return this.setUTCMilliseconds(...args)
  }
}
