include nova::cron::purge_shadow_tables
