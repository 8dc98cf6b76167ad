// Starts the production server for the browser tests on a fresh PostgreSQL database (seeded
// with the sample job postings), so tests can create accounts and sessions directly.
import { execSync } from "node:child_process";
import pg from "pg";

const adminUrl = process.env.E2E_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const name = process.env.E2E_DATABASE_NAME ?? "e2e_site";
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();

const url = new URL(adminUrl);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
execSync("npm run --silent db:seed", { stdio: "inherit", env: process.env });
await import("../../host/main.ts");
