package { 'editor': name => 'vim', ensure => present }
package { 'vi': name => 'vim', ensure => installed }
