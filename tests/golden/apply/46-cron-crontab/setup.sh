mkdir crontabs
printf '# my own note\nMAILTO=admin\n0 1 * * * /usr/bin/unmanaged-job\n# Puppet Name: oldjob\nPATH=/bin\n5 * * * * /bin/old\n# Puppet Name: gone\n@daily /bin/gone\n\n*/5 * * * * /bin/adopt me\n' > crontabs/root
