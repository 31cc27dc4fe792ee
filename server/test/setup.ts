// Keep argon2 and the database quiet; nothing global to set up beyond the harness.
process.env.TZ = 'UTC';
