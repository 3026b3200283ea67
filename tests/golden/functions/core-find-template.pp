# find_template(): the path of the first existing template, undef when none
notice(find_template('rsync/header.erb'))
notice(find_template('rsync/nosuch.erb', 'ntp/keys.epp'))
notice(find_template(['nosuchmodule/x', 'ntp/ntp.conf.epp']))
notice(find_template('/usr/share/puppet/modules/rsync/templates/module.erb'))
notice(find_template('rsync/motd') == undef)
notice(find_template('/nonexistent/x.erb') == undef)
notice(find_template() == undef)
