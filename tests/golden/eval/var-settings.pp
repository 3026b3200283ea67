notice($settings::strict)
notice($settings::certname)
