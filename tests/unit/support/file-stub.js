module.exports = "/static/stub-file"
